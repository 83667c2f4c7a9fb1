// What the compact list's tests draw from: a catalogue game of a name, a code, a provider and a file
// version; a name the list's separators never occur in; the options of an all-games grid in Czech.
import fc from 'fast-check';
import type { Game } from '@casino/core';

export const compactTestGame = (gameCode: string, name: string, provider: string, fileVersion: number): Game => ({
  gameCode,
  name,
  type: 'Slot',
  provider,
  categories: [],
  collections: [],
  numberOfReels: 5,
  jackpot: false,
  gamble: false,
  bonusGameFeature: false,
  minBet: 1,
  maxBet: 100,
  demoEnabled: true,
  requirePassword: false,
  labels: [],
  fileVersion,
});

export const compactTestText = fc.string({ minLength: 1, maxLength: 24 }).filter((value) => !/[|\u00a6]/.test(value));

export const compactTestOptions = { place: 'AllGamesGrid', assetBase: 'http://assets.test/content', locale: 'cs', preview: false } as const;
