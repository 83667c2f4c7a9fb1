// Native memory that is given back. Every compressed response owns a brotli or gzip stream whose
// window and hash tables (up to a few MB) come from malloc and are freed when the response ends.
// glibc raises its mmap threshold each time such a block is freed, so the next ones are carved
// from its heap arenas instead, which fragment and never shrink: under the soak (100 connections)
// the server's RSS grew by 70–90 % over five rounds with a steady JavaScript heap, and stayed flat
// without compression. A fixed threshold keeps large blocks mapped on their own and unmapped when
// freed. glibc reads it only at start, from the environment: hence the restart below.

/** The environment the portal's process runs with (other C libraries ignore it). */
export const MALLOC_TUNING: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * Runs this process's program again in its place (same pid, arguments and flags) with
 * MALLOC_TUNING in its environment, unless the environment already says how to allocate or the
 * platform cannot replace a process (`process.execve` is Unix-only). Call it before anything else.
 */
export const restartWithMallocTuning = (): void => {
  if (Object.keys(MALLOC_TUNING).some((name) => process.env[name] !== undefined)) return;
  if (typeof process.execve !== 'function') return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...MALLOC_TUNING });
};
