// The steps a test has taken, for the error of one that never ends. Playwright's calls without a
// timeout of their own (an evaluation, axe's run, a viewport change, closing a context) wait for
// ever on a page that stopped answering, and the test's own timeout then says only that it ran out
// (chunk-error.e2e.ts timed out so in CI five times; its step log then named closing the context).
export interface StepLog {
  /** Runs the step; past `ms` it fails, naming it and the steps before it with their times. */
  readonly step: <T>(name: string, run: () => Promise<T>, ms?: number) => Promise<T>;
}

/** Long enough for any one step of a loaded CI machine, well short of a test's 180 s. */
const STEP_MS = 60_000;

export const stepLog = (now: () => number = Date.now): StepLog => {
  const started = now();
  const taken: string[] = [];
  return {
    step: async (name, run, ms = STEP_MS) => {
      taken.push(`${now() - started} ms: ${name}`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const overdue = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`"${name}" did not end in ${ms} ms; the steps so far:\n${taken.join('\n')}`)), ms);
      });
      try {
        return await Promise.race([run(), overdue]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
};
