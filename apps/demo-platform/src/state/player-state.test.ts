import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DemoPlayer } from '@casino/demo-data';
import { addFavourites, createPlayerStates, decideBonus, isCurrentBonusStatus, optIn, optOut, removeFavourites } from './player-state.ts';

const basePlayer = {
  username: 'Demo',
  password: 'demo',
  description: '',
  info: {
    language: 'cs',
    username: 'Demo',
    accountBusinessPhase: null,
    userId: '1',
    sex: null,
    phone: null,
    email: null,
    city: null,
    playerClientId: null,
    suspended: false,
  },
  overview: { username: 'Demo', balances: [], firstLoginTimestampZoned: null, selfExclusionReasonCode: null, selfExclusion: null },
  balances: [],
  balanceHidden: false,
  bonuses: [{ id: 'b', status: 'pending', playType: 'bonus', templateCode: null }],
  gamingBonuses: [],
  bonusDetails: {},
  bonusTemplateOptIns: [],
  tagNameOptIn: [],
  favourites: ['a', 'b'],
  playerGames: [],
  gameResults: [],
  waitingMessages: { bonus: [{ type: 'bonus', displayType: 'dialog', templateId: 'b', message: 'x' }] },
  selfExclusionRedirectUrl: null,
  hasPendingLimits: false,
  personalisedGames: [],
  secondFactor: null,
} satisfies DemoPlayer;

const stateOf = () => {
  const state = createPlayerStates({ players: [basePlayer] } as never).find('demo');
  if (!state) throw new Error('no state');
  return state;
};

describe('player state', () => {
  it('finds players case-insensitively and copies the world instead of changing it', () => {
    const state = stateOf();
    addFavourites(state, ['c']);
    expect(state.favourites).toEqual(['c', 'a', 'b']);
    expect(basePlayer.favourites).toEqual(['a', 'b']);
  });

  it('favourites: adding puts games first without duplicates; removing drops them', () => {
    const code = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), code), { maxLength: 20 }), (operations) => {
        const state = stateOf();
        for (const [add, gameCode] of operations) {
          if (add) {
            addFavourites(state, [gameCode]);
            expect(state.favourites[0]).toBe(gameCode);
          } else {
            removeFavourites(state, [gameCode]);
            expect(state.favourites).not.toContain(gameCode);
          }
          expect(new Set(state.favourites).size).toBe(state.favourites.length);
        }
      }),
    );
  });

  it('opt-in is idempotent and opt-out removes', () => {
    const state = stateOf();
    optIn(state, 'X');
    optIn(state, 'X');
    expect(state.bonusTemplateOptIns).toEqual([{ templateCode: 'X' }]);
    optOut(state, 'X');
    expect(state.bonusTemplateOptIns).toEqual([]);
  });

  it('a bonus decision changes its status and answers its waiting message', () => {
    const state = stateOf();
    expect(decideBonus(state, 'missing', 'accept')).toBe(false);
    expect(decideBonus(state, 'b', 'decline')).toBe(true);
    expect(state.bonuses[0]?.status).toBe('Declined');
    expect(isCurrentBonusStatus('Declined')).toBe(false);
    expect(state.waitingMessages.bonus).toEqual([]);
  });
});
