import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAYER_DATA_ERRORS, PlayerDataLoaderError } from '../errors.ts';
import { balancesByType, PLAYER_DATA_PARTS, playerDataPartsToLoad, type PlayerDataPart } from './player-data-parts.ts';

describe('playerDataPartsToLoad (part 1 §4, part 2 §4)', () => {
  it.each([
    { parts: undefined, loaded: [...PLAYER_DATA_PARTS] },
    { parts: [], loaded: [] },
    { parts: ['balances'], loaded: ['balances'] },
    { parts: ['bonuses'], loaded: ['gamingBonuses', 'bonuses'] },
    { parts: ['gamingBonuses'], loaded: ['gamingBonuses'] },
    { parts: ['tags', 'balances', 'bonuses'], loaded: ['balances', 'gamingBonuses', 'bonuses', 'tags'] },
    { parts: ['info', 'info'], loaded: ['info'] },
  ] satisfies { parts: PlayerDataPart[] | undefined; loaded: PlayerDataPart[] }[])('$parts → $loaded', ({ parts, loaded }) => {
    expect(playerDataPartsToLoad(parts)).toEqual(loaded);
  });

  it('the named parts plus the gaming bonuses with the bonuses, each once, in part order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PLAYER_DATA_PARTS), { maxLength: 12 }), (parts) => {
        const loaded = playerDataPartsToLoad(parts);
        const expected = new Set<PlayerDataPart>(parts);
        if (expected.has('bonuses')) expected.add('gamingBonuses');
        expect(new Set(loaded)).toEqual(expected);
        expect(loaded).toEqual(PLAYER_DATA_PARTS.filter((part) => expected.has(part)));
      }),
    );
  });
});

describe('PLAYER_DATA_ERRORS (part 1 §8)', () => {
  it.each([
    ['balances', 'balance'],
    ['balanceVisibility', 'balance_visibility'],
    ['info', 'info'],
    ['overview', 'overview'],
    ['messages', 'messages'],
    ['gamingBonuses', 'gaming_bonuses'],
    ['bonuses', 'bonuses'],
    ['bonusTemplates', 'bonus_templates'],
    ['tags', 'bonus_templates'],
    ['notificationToken', 'notification'],
  ] as const)('%s reports %s', (part, error) => {
    expect(PLAYER_DATA_ERRORS[part]).toBe(error);
  });

  it('every part reports a short error of the spec list; only the tag opt-ins share one (bonus templates)', () => {
    const errors = PLAYER_DATA_PARTS.map((part) => PLAYER_DATA_ERRORS[part]);
    expect(new Set(errors).size).toBe(PLAYER_DATA_PARTS.length - 1);
    for (const error of errors) expect(PlayerDataLoaderError).toContain(error);
  });
});

describe('balancesByType (part 1 §3)', () => {
  const czk = { type: 'casino_gaming', amount: 10, currencyCode: 'CZK' };
  const bonus = { type: 'casino_bonus', amount: 2, currencyCode: 'CZK' };

  it.each([
    { balances: [], keyed: {} },
    { balances: [czk, bonus], keyed: { casino_gaming: czk, casino_bonus: bonus } },
    { balances: [czk, { ...czk, amount: 20 }], keyed: { casino_gaming: { ...czk, amount: 20 } } },
  ])('$balances', ({ balances, keyed }) => {
    expect(balancesByType(balances)).toEqual(keyed);
  });

  it('every type is a key holding the last balance of that type', () => {
    const balance = fc.record({
      type: fc.constantFrom('casino_gaming', 'casino_bonus', 'sport'),
      amount: fc.double({ noNaN: true }),
      currencyCode: fc.constant('CZK'),
    });
    fc.assert(
      fc.property(fc.array(balance, { maxLength: 8 }), (balances) => {
        const keyed = balancesByType(balances);
        expect(Object.keys(keyed).sort()).toEqual([...new Set(balances.map((b) => b.type))].sort());
        for (const [type, value] of Object.entries(keyed)) expect(value).toBe(balances.findLast((b) => b.type === type));
      }),
    );
  });
});
