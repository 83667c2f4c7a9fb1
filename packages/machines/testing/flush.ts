// Lets settled promises deliver their done/error events: a promise actor's answer reaches its parent
// a few microtasks after the promise settles, so waiting for the next macrotask is enough
// (setImmediate where there is one: Node clamps setTimeout to at least 1 ms).
export const flush = (): Promise<void> => new Promise<void>((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));
