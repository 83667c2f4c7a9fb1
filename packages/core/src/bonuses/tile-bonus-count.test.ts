import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GamingBonuses } from '../types/index.ts';
import { tileBonusCount } from './tile-bonus-count.ts';

const CODES = ['a', 'b', 'c', 'constructor', '__proto__'];
const counts = fc.dictionary(fc.constantFrom(...CODES), fc.integer({ min: -2, max: 60 }), { maxKeys: 4 });

describe('tileBonusCount (part 2 §4, D8)', () => {
  it('shows free spins when there are some, else golden chips, else nothing; never a count below one', () => {
    fc.assert(
      fc.property(counts, counts, fc.constantFrom(...CODES), (freeSpins, goldenChips, code) => {
        const bonuses: GamingBonuses = { freeSpins, goldenChips };
        const shown = tileBonusCount(bonuses, code);
        const spins = Object.hasOwn(freeSpins, code) ? freeSpins[code]! : 0;
        const chips = Object.hasOwn(goldenChips, code) ? goldenChips[code]! : 0;
        if (spins > 0) expect(shown).toEqual({ kind: 'free-spins', count: spins });
        else if (chips > 0) expect(shown).toEqual({ kind: 'golden-chips', count: chips });
        else expect(shown).toBeNull();
      }),
    );
  });

  it('reads no inherited property as a count', () => {
    expect(tileBonusCount({ freeSpins: {}, goldenChips: {} }, 'toString')).toBeNull();
  });
});
