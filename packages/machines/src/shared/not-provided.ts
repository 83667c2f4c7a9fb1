// Rule 3 of the house: a machine does no I/O of its own, so every actor and every side-effecting
// action in `setup` is a stand-in that fails loudly until the app provides the real one with
// `machine.provide(...)`. A thrown error in an invoked actor reaches the machine's onError, so a
// missing implementation shows up as a failed call rather than a silent no-op.

/** The default of an injected actor (promise or callback): it throws when started. */
export const notProvidedActor = (machine: string, actor: string) => (): never => {
  throw new Error(`${machine}: ${actor} not provided`);
};

/**
 * The default of an injected action. `TParams` types the action's params, so that the app's
 * implementation is checked against them by `provide`.
 */
export const notProvidedAction =
  <TParams = undefined>(machine: string, action: string) =>
  (_args: unknown, _params: TParams): never => {
    throw new Error(`${machine}: ${action} not provided`);
  };
