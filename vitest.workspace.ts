// The named test projects, one per package (the design keeps this list in vitest.workspace.ts;
// Vitest 5 reads it through test.projects in vitest.config.ts).
import type { TestProjectConfiguration } from 'vitest/config';

const fastCheckSeed = new URL('./tests/setup/fast-check.ts', import.meta.url).pathname;

/**
 * Pure packages share one module registry per worker (`isolate: false`): a fresh one per file cost
 * most of their run (core's 101 files: 112 s isolated, 20 s shared, on a loaded 2-core machine).
 * Their modules hold no state a test could leave behind; projects that start servers, stub globals
 * or mock modules stay isolated.
 */
const pure = { isolate: false } as const;

const unit = (
  name: string,
  root: string,
  environment: 'node' | 'happy-dom' = 'node',
  include = ['src/**/*.test.ts', 'test/**/*.test.ts'],
  options: { readonly isolate?: boolean } = {},
): TestProjectConfiguration => ({
  test: {
    name,
    root,
    environment,
    include,
    ...options,
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
  unit('core', 'packages/core', 'node', undefined, pure),
  unit('demo-data', 'packages/demo-data', 'node', undefined, pure),
  unit('api-clients', 'packages/api-clients'),
  unit('machines', 'packages/machines', 'node', ['src/**/*.test.ts', 'test/**/*.test.ts', 'testing/**/*.test.ts'], pure),
  unit('react-ui', 'packages/react-ui', 'node', ['src/**/*.test.ts'], pure),
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
  ]),
  unit('architecture', 'tests/architecture', 'node', ['*.test.ts']),
  // Benchmarks compare core's rules with naive baselines on generated catalogues; its tests check
  // that both give the same answers.
  unit('benchmarks', 'benchmarks', 'node', ['*.test.ts'], pure),
  // Every story of the Storybook in real Chromium: the machine playgrounds' play functions and axe
  // (stories hold no benchmarks, so `vitest bench` leaves it out).
  ...(runMaySelect('storybook') && !process.argv.includes('bench') ? ['apps/storybook/vitest.config.ts'] : []),
];
