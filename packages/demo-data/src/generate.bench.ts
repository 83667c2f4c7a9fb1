// Generation speed. The brief asks for 20,000 games in well under a second; run with
// `npx vitest bench --run --project "demo-data (bench)"` (no timed assertions in tests: the figure is
// read here).
import { test } from 'vitest';
import { generateWorld } from './index.ts';

test('generateWorld', async ({ bench }) => {
  await bench.compare(
    bench('2,000 games (the default world)', () => {
      generateWorld({ seed: 1, size: 2_000 });
    }),
    bench('20,000 games', () => {
      generateWorld({ seed: 1, size: 20_000 });
    }),
    { time: 1500, iterations: 5, warmupIterations: 1 },
  );
});
