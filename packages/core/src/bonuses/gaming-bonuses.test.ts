import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GamingBonus } from '../types/index.ts';
import { aggregateGamingBonuses, selectedGameCode } from './gaming-bonuses.ts';

const freeSpins = (selectedGames: GamingBonus['selectedGames'], count: number, bonusStatus = 'active', bonusType = 'freespins'): GamingBonus => ({
  bonusStatus,
  bonusType,
  selectedGames,
  freeSpinsCountRemaining: count,
});
const goldenChips = (selectedGames: GamingBonus['selectedGames'], count: number, bonusStatus = 'accepted'): GamingBonus => ({
  bonusStatus,
  bonusType: 'goldenchips',
  selectedGames,
  goldenChips: { goldenChipsCountRemaining: count },
});

describe('selectedGameCode', () => {
  it.each([
    { selected: 'book-of-dead', expected: 'book-of-dead' },
    { selected: { codeName: 'starburst' }, expected: 'starburst' },
    { selected: { gameType: 'roulette-live' }, expected: 'roulette-live' },
    { selected: { codeName: 'a', gameType: 'b' }, expected: 'a' },
    { selected: { codeName: '', gameType: 'b' }, expected: 'b' },
    { selected: { codeName: null, gameType: null }, expected: null },
    { selected: '', expected: null },
  ])('$selected → $expected', ({ selected, expected }) => {
    expect(selectedGameCode(selected)).toBe(expected);
  });
});

describe('aggregateGamingBonuses (D8)', () => {
  it.each<{ name: string; bonuses: GamingBonus[]; expected: { freeSpins: Record<string, number>; goldenChips: Record<string, number> } }>([
    { name: 'no bonuses', bonuses: [], expected: { freeSpins: {}, goldenChips: {} } },
    {
      name: 'sums free spins per game over freespins and freespins2',
      bonuses: [freeSpins(['a', 'b'], 10), freeSpins([{ codeName: 'a' }], 5, 'ACCEPTED', 'freespins2')],
      expected: { freeSpins: { a: 15, b: 10 }, goldenChips: {} },
    },
    {
      name: 'keeps only accepted or active bonuses',
      bonuses: [freeSpins(['a'], 10, 'pending'), freeSpins(['b'], 3, 'Active'), goldenChips(['c'], 4, 'expired')],
      expected: { freeSpins: { b: 3 }, goldenChips: {} },
    },
    {
      name: 'drops zero sums',
      bonuses: [freeSpins(['a'], 0), goldenChips(['b'], 0), goldenChips(['c'], 2)],
      expected: { freeSpins: {}, goldenChips: { c: 2 } },
    },
    {
      name: 'free spins take priority over golden chips',
      bonuses: [freeSpins(['a'], 5), goldenChips(['a', 'b'], 7), goldenChips([{ gameType: 'b' }], 1)],
      expected: { freeSpins: { a: 5 }, goldenChips: { b: 8 } },
    },
    {
      name: 'a game with used-up free spins keeps its golden chips',
      bonuses: [freeSpins(['a'], 0), goldenChips(['a'], 3)],
      expected: { freeSpins: {}, goldenChips: { a: 3 } },
    },
    {
      name: 'a game listed twice in one bonus counts once; unknown types and missing counts add nothing',
      bonuses: [
        freeSpins(['a', 'a', { codeName: 'a' }], 4),
        { bonusStatus: 'active', bonusType: 'cashback', selectedGames: ['x'] },
        { bonusStatus: 'active', bonusType: 'freespins', selectedGames: ['y'] },
      ],
      expected: { freeSpins: { a: 4 }, goldenChips: {} },
    },
  ])('$name', ({ bonuses, expected }) => {
    expect(aggregateGamingBonuses(bonuses)).toEqual(expected);
  });

  const bonusArb = fc.record({
    bonusStatus: fc.constantFrom('active', 'ACCEPTED', 'pending', 'expired'),
    bonusType: fc.constantFrom('freespins', 'freespins2', 'goldenchips'),
    selectedGames: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 4 }),
    freeSpinsCountRemaining: fc.integer({ min: 0, max: 50 }),
    goldenChips: fc.record({ goldenChipsCountRemaining: fc.integer({ min: 0, max: 50 }) }),
  });

  it('never lists a game twice, only positive sums, and totals match the active bonuses', () => {
    fc.assert(
      fc.property(fc.array(bonusArb, { maxLength: 8 }), (bonuses) => {
        const { freeSpins: spins, goldenChips: chips } = aggregateGamingBonuses(bonuses);
        for (const code of Object.keys(chips)) expect(spins[code]).toBeUndefined();
        for (const count of [...Object.values(spins), ...Object.values(chips)]) expect(count).toBeGreaterThan(0);
        const active = bonuses.filter((bonus) => ['active', 'accepted'].includes(bonus.bonusStatus.toLowerCase()));
        for (const [code, count] of Object.entries(spins)) {
          const expected = active
            .filter((bonus) => bonus.bonusType !== 'goldenchips' && (bonus.selectedGames as readonly string[]).includes(code))
            .reduce((sum, bonus) => sum + bonus.freeSpinsCountRemaining, 0);
          expect(count).toBe(expected);
        }
      }),
    );
  });
});
