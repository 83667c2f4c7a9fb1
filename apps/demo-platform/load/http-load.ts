// A bounded HTTP load on loopback: `concurrency` keep-alive connections, each sending its next
// request as soon as the last answer has been read in full, for `durationMs`. Latency is measured
// per request from send to last byte.
import { Agent, request } from 'node:http';

export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly bytesPerRequest: number;
}

export interface LoadOptions {
  readonly concurrency: number;
  readonly durationMs: number;
  readonly headers?: Record<string, string>;
  /** At most this many requests in all (a soak's bound beside its time). */
  readonly maxRequests?: number;
  /** A request unanswered this long is dropped and counted as an error, so a stuck server cannot hold the run. */
  readonly requestTimeoutMs?: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** `paths` are taken in turn, so that several images (or pages) share the load. */
export const runLoad = async (origin: string, paths: readonly string[], options: LoadOptions): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const once = (path: string) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      let settled = false;
      const failed = () => {
        if (settled) return;
        settled = true;
        errors += 1;
        resolve();
      };
      const req = request(`${origin}${path}`, { agent, headers: options.headers }, (res) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('error', failed);
        // A body cut short ends with 'close' and no 'end' (after an 'end' the settled flag ignores it).
        res.on('close', failed);
        res.on('end', () => {
          if (settled) return;
          settled = true;
          if ((res.statusCode ?? 0) >= 400) errors += 1;
          latencies.push(performance.now() - sent);
          resolve();
        });
      });
      if (options.requestTimeoutMs !== undefined) req.setTimeout(options.requestTimeoutMs, () => req.destroy(new Error('timed out')));
      req.on('error', failed);
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline && next < (options.maxRequests ?? Number.POSITIVE_INFINITY)) await once(paths[next++ % paths.length] ?? '/');
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    requestsPerSecond: sorted.length / elapsed,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    bytesPerRequest: sorted.length ? bytes / sorted.length : 0,
  };
};
