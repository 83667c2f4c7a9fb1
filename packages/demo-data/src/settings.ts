// Global settings and feature toggles of the site.
import type { FeatureToggles, GameDetailsVisibilityKey, GlobalSettings, Provider } from '@casino/core';

export const gameDetailsVisibility: readonly GameDetailsVisibilityKey[] = [
  'collections',
  'categories',
  'numberOfLines',
  'numberOfReels',
  'labels',
  'specialFeatures',
  'volatility',
  'rtp',
];

export const generateSettings = (providers: readonly Provider[], recommendCategory: string, liveRecommendCategory: string): GlobalSettings => {
  // The popular providers are the five with most games (ties: catalogue order).
  const popular = providers
    .map((provider, index) => ({ provider, index }))
    .sort((a, b) => b.provider.games.length - a.provider.games.length || a.index - b.index)
    .slice(0, 5)
    .map((entry) => entry.provider.id);
  return {
    enabledFilters: ['category', 'collection', 'provider', 'reel', 'betAmount', 'maxWin', 'jackpot', 'gamble', 'bonus'],
    enabledFiltersLive: ['category', 'provider', 'language', 'betAmount', 'openTable', 'availableSeat'],
    currency: { code: 'CZK', iso: '203' },
    langCookieDomain: null,
    search: { searchResultIncludes: ['categories', 'providers', 'collections'], recommendCategory },
    searchLive: { searchResultIncludes: ['categories', 'providers'], recommendCategory: liveRecommendCategory },
    searchPopularProviders: popular,
    gameDetailsVisibility,
    bannerOsList: ['android', 'ios'],
  };
};

export const featureToggles: FeatureToggles = {
  featureToggle: [
    'FEATURE_LOGIN_DIALOG_LOGIN_MANAGER_ENABLED_CASINO',
    'FEATURE_WEB_MESSAGES',
    'FEATURE_CHAT',
    'FEATURE_LIVE_WINNERS',
    'FEATURE_PERSONALIZED_GAMES',
    'FEATURE_NATIVE_BANNER',
  ],
};
