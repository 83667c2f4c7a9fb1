// Loads on several servers measured side by side: the measured time is cut into slices and each
// server gets its turn in every slice, so that a change in the machine's other load (2 cores shared
// with other work) falls on all of them alike and their ratios hold. Per server, req/s over all its
// slices, the median slice's p50 and the worst slice's p99.
import { runLoad, type LoadOptions, type LoadResult } from '@casino/demo-platform/load';

export interface LoadTarget {
  readonly origin: string;
  readonly paths: readonly string[];
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const interleavedLoads = async (
  targets: readonly LoadTarget[],
  options: Omit<LoadOptions, 'durationMs'> & { readonly durationMs: number; readonly slices: number; readonly warmUpMs: number },
): Promise<LoadResult[]> => {
  const { slices, warmUpMs, durationMs, ...load } = options;
  for (const target of targets) await runLoad(target.origin, target.paths, { ...load, durationMs: warmUpMs });
  const runs: LoadResult[][] = targets.map(() => []);
  for (let slice = 0; slice < slices; slice += 1)
    for (const [index, target] of targets.entries())
      runs[index]!.push(await runLoad(target.origin, target.paths, { ...load, durationMs: durationMs / slices }));
  return runs.map((results) => {
    const requests = results.reduce((sum, result) => sum + result.requests, 0);
    const seconds = results.reduce(
      (sum, result) => sum + (result.requestsPerSecond > 0 ? result.requests / result.requestsPerSecond : durationMs / slices / 1000),
      0,
    );
    return {
      requests,
      errors: results.reduce((sum, result) => sum + result.errors, 0),
      requestsPerSecond: seconds > 0 ? requests / seconds : 0,
      p50Ms: median(results.map((result) => result.p50Ms)),
      p99Ms: Math.max(...results.map((result) => result.p99Ms)),
      bytesPerRequest: requests > 0 ? results.reduce((sum, result) => sum + result.bytesPerRequest * result.requests, 0) / requests : 0,
    };
  });
};
