import { describe, expect, it } from 'vitest';
import type { Game, LiveGame } from '../types/catalogue.ts';
import { gameLaunchEvent } from './game-launch.ts';

const game: Game = {
  gameCode: 'bookofdead',
  name: 'Book of Dead',
  type: 'Slot',
  provider: 'playngo',
  categories: [],
  collections: [],
  numberOfReels: 5,
  jackpot: true,
  gamble: true,
  bonusGameFeature: true,
  minBet: 1,
  maxBet: 100,
  demoEnabled: true,
  requirePassword: false,
  labels: [],
  fileVersion: 1,
};
const journey = {
  from: { origin: 'casino', route: 'preview-providers-slug' },
  on: { origin: 'live_casino', route: 'preview-live-casino', name: 'Ruleta' },
};

describe('gameLaunchEvent (casino_game_launch)', () => {
  it('carries every field of part 2 §7', () => {
    expect(gameLaunchEvent({ journey, demo: true, filterUsed: false, game, providerName: "Play'n GO" })).toEqual({
      event: 'casino_game_launch',
      from_route: 'providers-slug',
      from_origin: 'casino',
      on_route: 'live-casino',
      on_origin: 'live_casino',
      on_origin_name: 'Ruleta',
      demo: true,
      filter_used: false,
      game_name: 'Book of Dead',
      provider: "Play'n GO",
      jackpot: true,
      dealer_name: null,
      minimum_bet: 1,
    });
  });

  it('takes the dealer from the live table and falls back to the provider id', () => {
    const liveGame: LiveGame = { ...game, type: 'Live', Dealer: { DealerName: 'Eva' }, minBet: 5 };
    expect(gameLaunchEvent({ journey, demo: false, filterUsed: true, game, liveGame })).toMatchObject({
      provider: 'playngo',
      dealer_name: 'Eva',
      minimum_bet: 5,
      demo: false,
      filter_used: true,
    });
    expect(gameLaunchEvent({ journey, demo: false, filterUsed: false, game: liveGame }).dealer_name).toBe('Eva');
  });

  it('reports a missing or non-numeric minimum bet as null', () => {
    expect(gameLaunchEvent({ journey, demo: true, filterUsed: false, game: { ...game, minBet: null } }).minimum_bet).toBeNull();
    expect(gameLaunchEvent({ journey, demo: true, filterUsed: false, game: { ...game, minBet: Number.NaN } }).minimum_bet).toBeNull();
  });
});
