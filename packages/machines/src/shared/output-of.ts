// In a named action or guard of `setup`, the event is the union of every event the machine takes,
// so the output of the invocation that finished has to be read by name. Every onDone that names
// such an action belongs to an invocation whose actor answers T.
export const outputOf = <T>(event: unknown): T => (event as { readonly output: T }).output;
