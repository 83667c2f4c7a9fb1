// The ticker runs every animation frame for every visible jackpot: its cost must not grow with the
// time since the fetch. One op is one frame of a five-level jackpot, early and late in the climb.
import { describe, test } from 'vitest';
import { jackpotValuesAt } from './jackpot-ticker.ts';

const amounts = [1_250_000, 48_000, 9_500, 2_300, 480];
const FRAME_MS = 1000 / 60;

describe('jackpotValuesAt, five levels', () => {
  test('first minute vs last minute of the climb', async ({ bench }) => {
    let early = 0;
    let late = 0;
    await bench.compare(
      bench('in the first minute', () => {
        early = (early + FRAME_MS) % 60_000;
        jackpotValuesAt(amounts, early, 17);
      }),
      bench('in the last minute', () => {
        late = (late + FRAME_MS) % 60_000;
        jackpotValuesAt(amounts, 7_140_000 + late, 17);
      }),
      { time: 500 },
    );
  });
});
