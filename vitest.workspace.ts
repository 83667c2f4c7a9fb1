// The named test projects, one per package (the design keeps this list in vitest.workspace.ts;
// Vitest 5 reads it through test.projects in vitest.config.ts).
import type { TestProjectConfiguration } from 'vitest/config';

const fastCheckSeed = new URL('./tests/setup/fast-check.ts', import.meta.url).pathname;

/**
 * Every Node project shares one module registry per worker (`isolate: false`): a fresh one per file
 * cost most of a run in imports (core's 101 files: 112 s isolated, 20 s shared; the portal's, the
 * runtime's, the API clients' and the demo platform's 164 s isolated, 79 s shared, on a 2-core
 * machine). What makes that safe is how the tests are written: a file starts its servers on ports of
 * its own and closes them, builds its runtimes from factories (no module keeps one), and the one
 * test that stubs a global (routing/sanitised-html-policy.test.ts) restores it and resets the modules.
 * A module with browser state of its own (the details flag, the chunk-error page) is left as found.
 */
const unit = (
  name: string,
  root: string,
  environment: 'node' | 'happy-dom' = 'node',
  include = ['src/**/*.test.ts', 'test/**/*.test.ts'],
): TestProjectConfiguration => ({
  test: {
    name,
    root,
    environment,
    include,
    isolate: false,
    setupFiles: [fastCheckSeed],
    benchmark: { include: ['src/**/*.bench.ts', 'test/**/*.bench.ts', '*.bench.ts'] },
  },
});

/**
 * Whether this run's --project filters (none: every project) may pick the named project. The Storybook
 * project loads Storybook and indexes every story as soon as its config is read (about 3 s, and a story
 * that does not parse would stop the run): it joins only the runs that can select it.
 */
function runMaySelect(name: string): boolean {
  const filters = process.argv.flatMap((arg, index, all) =>
    arg === '--project' ? [all[index + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
  );
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(name);
  const wanted = filters.filter((filter) => !filter.startsWith('!'));
  const excluded = filters.filter((filter) => filter.startsWith('!')).map((filter) => filter.slice(1));
  return (wanted.length === 0 || wanted.some(matches)) && !excluded.some(matches);
}

export const projects: TestProjectConfiguration[] = [
  unit('core', 'packages/core', 'node'),
  unit('demo-data', 'packages/demo-data', 'node'),
  unit('api-clients', 'packages/api-clients'),
  unit('machines', 'packages/machines', 'node', ['src/**/*.test.ts', 'test/**/*.test.ts', 'testing/**/*.test.ts']),
  unit('react-ui', 'packages/react-ui', 'node', ['src/**/*.test.ts']),
  unit('demo-platform', 'apps/demo-platform'),
  // The composition edge: every machine with its real adapters against the demo platform, in Node.
  unit('runtime', 'apps/portal', 'node', ['src/runtime/**/*.test.ts']),
  // The portal's own rules: the router table generated from core's, locale and cookies, the lobby's
  // data against the demo platform, and the server's compression, CSP and cache headers (the
  // browser smoke is `npm run e2e`).
  unit('portal', 'apps/portal', 'node', [
    'src/*.test.ts',
    // Every area's folder but the runtime's (its own project above): a new area is tested without a line here.
    'src/!(runtime)/**/*.test.{ts,tsx}',
    'server/**/*.test.ts',
    'perf/**/*.test.ts',
  ]),
  unit('architecture', 'tests/architecture', 'node', ['*.test.ts']),
  // Benchmarks compare core's rules with naive baselines on generated catalogues; its tests check
  // that both give the same answers.
  unit('benchmarks', 'benchmarks', 'node', ['*.test.ts']),
  // Every story of the Storybook in real Chromium: the machine playgrounds' play functions and axe
  // (stories hold no benchmarks, so `vitest bench` leaves it out).
  ...(runMaySelect('storybook') && !process.argv.includes('bench') ? ['apps/storybook/vitest.config.ts'] : []),
];
