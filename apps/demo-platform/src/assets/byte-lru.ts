// A cache of rendered buffers bounded by their total size: the least recently used leave first.
// Renders in flight are shared (two first requests for one image render it once) and count only
// once they have finished.
export interface ByteLru {
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer>;
  readonly bytes: () => number;
  readonly size: () => number;
}

export const createByteLru = (maxBytes: number): ByteLru => {
  const done = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  const keep = (key: string, value: Buffer) => {
    if (value.length > maxBytes) return;
    done.set(key, value);
    bytes += value.length;
    for (const [oldest, buffer] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldest);
      bytes -= buffer.length;
    }
  };
  return {
    get(key, make) {
      const hit = done.get(key);
      if (hit) {
        // Re-inserting moves the key to the young end of the Map's order.
        done.delete(key);
        done.set(key, hit);
        return Promise.resolve(hit);
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const made = make().then(
        (value) => {
          inFlight.delete(key);
          keep(key, value);
          return value;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, made);
      return made;
    },
    bytes: () => bytes,
    size: () => done.size,
  };
};
