// React's Node renderer writes a document in 4 KB pieces (and a longer text as its own write), some
// fifty writes for the lobby, and then calls the destination's `flush()` once per batch of finished
// work: a compression middleware's hook. Every write used to travel alone through each stream after
// it (the after-paint rewrite, the web stream to Hono, the compressor, the socket), and the
// compressor flushed after each one (brotli: 12 against 7 ms of CPU per lobby page, and a larger
// result). This stream holds React's writes and lets them go as one chunk at each of React's flushes
// (and at the end), so the browser still gets the shell at once and every later boundary as it
// finishes, in one piece each.
import { Transform } from 'node:stream';

/** A Transform with React's flush hook: what was written since the last flush leaves as one chunk. */
export interface FlushBatchedStream extends Transform {
  /** Called by React after each batch of writes (`flushBuffered`). */
  flush(): void;
}

export const flushBatchedStream = (): FlushBatchedStream => {
  let held: Buffer[] = [];
  const take = (): Buffer | null => {
    if (held.length === 0) return null;
    const chunk = held.length === 1 ? held[0]! : Buffer.concat(held);
    held = [];
    return chunk;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, take());
    },
  }) as FlushBatchedStream;
  stream.flush = () => {
    const chunk = take();
    if (chunk !== null && !stream.destroyed) stream.push(chunk);
  };
  return stream;
};
