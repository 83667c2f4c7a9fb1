import { describe, expect, it } from 'vitest';
import type { Balance, Balances } from '../types/index.ts';
import { mainBalance } from './main-balance.ts';

const gaming: Balance = { type: 'casino_gaming', amount: 1250.5, currencyCode: 'CZK' };
const bonus: Balance = { type: 'casino_bonus', amount: 100, currencyCode: 'CZK' };

describe('mainBalance', () => {
  it.each<{ name: string; balances: Balances | Balance[] | null; expected: Balance | null }>([
    { name: 'keyed balances', balances: { casino_gaming: gaming, casino_bonus: bonus }, expected: gaming },
    { name: 'keyed without the main one', balances: { casino_bonus: bonus }, expected: null },
    { name: 'a list', balances: [bonus, gaming], expected: gaming },
    { name: 'a list without the main one', balances: [bonus], expected: null },
    { name: 'nothing', balances: null, expected: null },
  ])('$name', ({ balances, expected }) => {
    expect(mainBalance(balances)).toEqual(expected);
  });
});
