// A bounded HTTP load on loopback: `concurrency` keep-alive connections, each sending its next
// request as soon as the last answer was read in full, for `durationMs`.
import { Agent, request } from 'node:http';

export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export const runLoad = async (url: string, options: { concurrency: number; durationMs: number; headers?: Record<string, string> }): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const req = request(url, { agent, headers: options.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 0) >= 400) errors += 1;
          latencies.push(performance.now() - sent);
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return { requests: sorted.length, errors, requestsPerSecond: sorted.length / elapsed, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
};
