// Games and provider launch data for tests and Storybook playgrounds.
import type { AnalyticsJourney, Game, ProviderLaunchData } from '@casino/core';

export const sampleGame = (gameCode: string, overrides: Partial<Game> = {}): Game => ({
  gameCode,
  name: gameCode,
  type: 'Slot',
  provider: 'play-n-go',
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
  fileVersion: 1,
  ...overrides,
});

export const sampleLaunchData: ProviderLaunchData = {
  name: 'Play’n GO',
  launchUrl: 'https://games.example/real/{gameCode}?p={clientPlatform}&l={languageCode}&u={playerId}&t={tempToken}',
  launchUrlDemo: 'https://games.example/demo/{gameCode}?p={clientPlatform}&l={languageCode}',
  launchUrlMobile: null,
  launchUrlDemoMobile: null,
  launchUrls: [],
};

export const sampleJourney: AnalyticsJourney = {
  from: { origin: 'casino', route: 'preview' },
  on: { origin: 'casino', route: 'preview-categories-slug', name: 'Top hry' },
};
