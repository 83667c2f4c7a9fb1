// The named test projects, one per package (the design keeps this list in vitest.workspace.ts;
// Vitest 5 reads it through test.projects in vitest.config.ts).
import type { TestProjectConfiguration } from 'vitest/config';

const fastCheckSeed = new URL('./tests/setup/fast-check.ts', import.meta.url).pathname;

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
    setupFiles: [fastCheckSeed],
    benchmark: { include: ['src/**/*.bench.ts', 'test/**/*.bench.ts', '*.bench.ts'] },
  },
});

export const projects: TestProjectConfiguration[] = [
  unit('core', 'packages/core'),
  unit('demo-data', 'packages/demo-data'),
  unit('api-clients', 'packages/api-clients'),
  unit('machines', 'packages/machines'),
  unit('demo-platform', 'apps/demo-platform'),
  unit('architecture', 'tests/architecture', 'node', ['*.test.ts']),
  // Benchmarks compare core's rules with naive baselines on generated catalogues; its tests check
  // that both give the same answers.
  unit('benchmarks', 'benchmarks', 'node', ['*.test.ts']),
  // Every story of the Storybook in real Chromium: the machine playgrounds' play functions and axe.
  'apps/storybook/vitest.config.ts',
];
