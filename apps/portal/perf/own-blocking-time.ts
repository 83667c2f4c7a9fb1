// The blocking time of a Lighthouse run told apart: the host's share and the page's own.
// Lighthouse's mobile run (simulated throttling) takes each main-thread task's wall time from the
// trace, slows it 4× and counts its part past 50 ms from the first contentful paint on. On this
// 2-core host Chromium's other processes (the GPU process's compositor, the browser's main thread
// serving DevTools), Lighthouse itself and the servers run during the load, and a renderer task's
// wall time is mostly the renderer waiting for a core: a 1.4 ms image task took 14 ms, and a 76 ms
// parse task ran 8 ms. The same sum over each task's thread (CPU) time is what the page's own work
// would block a phone as slow as Lighthouse's, with the host out of it. (Summed over the wall time
// instead, it gave 981 ms where that run's Lighthouse said 1,054: the same tasks Lighthouse counts.)

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** Thread (CPU) time, where the trace has it. */
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** The sum over the page's renderer main thread's tasks that end after its first contentful paint, from their thread time. */
export const ownBlockingTimeMs = (events: readonly TraceEvent[]): number => {
  const pageProcesses = new Set(events.filter((event) => event.name === 'navigationStart').map((event) => event.pid));
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && pageProcesses.has(event.pid));
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main?.pid);
  if (main === undefined || paint === undefined) return Number.NaN;
  let blocking = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.pid !== main.pid || task.tid !== main.tid) continue;
    const wall = task.dur ?? 0;
    if (task.ts + wall <= paint.ts) continue;
    blocking += Math.max(0, (CPU_SLOWDOWN * (task.tdur ?? wall)) / 1000 - LONG_TASK_MS);
  }
  return blocking;
};
