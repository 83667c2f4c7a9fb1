import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJackpotMeter, grownAmount } from './jackpot-meter.ts';

const amount = fc.double({ min: 1, max: 50_000_000, noNaN: true }).map((value) => Math.round(value * 100) / 100);

describe('jackpot meter', () => {
  it('grows with every read and with time, by at least 0.01, keeping 2 decimals', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 1000 }), (base, elapsed, reads) => {
        const now = grownAmount(base, elapsed, reads);
        const later = grownAmount(base, elapsed + 1000, reads + 1);
        expect(later - now).toBeGreaterThanOrEqual(0.01 - 1e-9);
        expect(Math.round(now * 100) / 100).toBe(now);
        expect(now).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('keeps the top level the largest when the levels started in order', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 50 }), (amounts, reads) => {
        const levels = [...amounts].sort((a, b) => b - a).map((value, index) => ({ name: `L${index}`, amount: value }));
        let now = 0;
        const meter = createJackpotMeter([{ id: 'j', slug: 'j', title: 'J', currencyCode: 'CZK', gameCodes: [], jackpotLevels: levels }], () => now);
        let last = meter.read();
        for (let read = 0; read < reads; read++) {
          now += 1000;
          last = meter.read();
        }
        const grown = last[0]?.jackpotLevels.map((level) => level.amount) ?? [];
        expect(grown).toEqual([...grown].sort((a, b) => b - a));
      }),
    );
  });
});
