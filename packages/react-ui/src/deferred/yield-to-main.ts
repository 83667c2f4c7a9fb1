// The one way to end a task on purpose: work spread over several tasks (the browser runtime's
// parts, each island's load) lets the browser handle a tap and paint between them. A new task
// (setTimeout 0), not a microtask: a resolved promise would run before the browser gets a turn.
export const yieldToMain = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
