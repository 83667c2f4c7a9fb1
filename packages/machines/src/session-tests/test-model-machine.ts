// xstate/graph's createTestModel refuses machines with `invoke` or `after` (its traversal cannot run
// actors or timers). A machine's test model is therefore the same machine with every invocation and
// every delayed transition turned into a plain transition on the event XState itself would deliver:
// `xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<stateId>`. Guards,
// actions and targets are kept, so the model's graph is the machine's graph; the real machine (with
// its actors and timers) is what each generated path is then executed against.
import { createMachine, type AnyStateMachine, type StateNode } from 'xstate';

type AnyNode = StateNode<any, any>;
type NodeConfig = Record<string, unknown>;

interface InvokeConfig {
  readonly id?: string;
  readonly onDone?: unknown;
  readonly onError?: unknown;
  readonly onSnapshot?: unknown;
}

const invocationTransitions = (node: AnyNode): Record<string, unknown> => {
  const raw = node.config.invoke as InvokeConfig | readonly InvokeConfig[] | undefined;
  if (!raw) return {};
  const list: readonly InvokeConfig[] = Array.isArray(raw) ? raw : [raw as InvokeConfig];
  const on: Record<string, unknown> = {};
  for (const invoke of list) {
    if (!invoke.id) throw new Error(`${node.id}: give every invocation an id so that its events have a stable name`);
    if (invoke.onDone !== undefined) on[`xstate.done.actor.${invoke.id}`] = invoke.onDone;
    if (invoke.onError !== undefined) on[`xstate.error.actor.${invoke.id}`] = invoke.onError;
    if (invoke.onSnapshot !== undefined) on[`xstate.snapshot.${invoke.id}`] = invoke.onSnapshot;
  }
  return on;
};

const delayedTransitions = (node: AnyNode): Record<string, unknown> => {
  const after = node.config.after as Record<string, unknown> | undefined;
  if (!after) return {};
  return Object.fromEntries(Object.entries(after).map(([delay, transition]) => [`xstate.after.${delay}.${node.id}`, transition]));
};

const rewrite = (node: AnyNode): NodeConfig => {
  const { invoke: _invoke, after: _after, states: _states, on, ...rest } = node.config as NodeConfig;
  const children = Object.entries(node.states as Record<string, AnyNode>);
  return {
    ...rest,
    on: { ...(on as object | undefined), ...invocationTransitions(node), ...delayedTransitions(node) },
    ...(children.length ? { states: Object.fromEntries(children.map(([key, child]) => [key, rewrite(child)])) } : {}),
  };
};

/** The machine's graph without actors or timers, for createTestModel. Same ids, guards and actions. */
export const toTestModelMachine = <TMachine extends AnyStateMachine>(machine: TMachine): TMachine =>
  createMachine(rewrite(machine.root as AnyNode) as never, machine.implementations as never) as unknown as TMachine;
