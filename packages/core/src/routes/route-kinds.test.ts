import { describe, expect, it } from 'vitest';
import { allGamesRouteName, isAllGamesRoute, isPlayRoute, lobbyOfRoute, requiresUser } from './route-kinds.ts';
import { ROUTES, unprefixedRouteName } from './route-table.ts';

describe('route kinds', () => {
  it('the all-games views and the play routes', () => {
    expect(ROUTES.filter((route) => isAllGamesRoute(route.name)).map((route) => route.name)).toEqual(['preview-all-games', 'preview-live-casino-all-games']);
    expect(ROUTES.filter((route) => isPlayRoute(route.name)).map((route) => route.name)).toEqual(['preview-play-game-demo', 'preview-play-game-real']);
    expect(isAllGamesRoute(null)).toBe(false);
    expect(isPlayRoute(undefined)).toBe(false);
    expect(allGamesRouteName('casino')).toBe('preview-all-games');
    expect(allGamesRouteName('live')).toBe('preview-live-casino-all-games');
  });

  it('the live-casino section belongs to the live lobby, everything else to the casino', () => {
    const live = ROUTES.filter((route) => lobbyOfRoute(route.name) === 'live').map((route) => route.name);
    expect(live).toEqual([
      'preview-live-casino',
      'preview-live-casino-all-games',
      'preview-live-casino-user-my-games',
      'preview-live-casino-user-slug',
      'preview-live-casino-categories-slug',
    ]);
  });

  it('requiresUser follows the table', () => {
    expect(requiresUser('preview-play-game-real')).toBe(true);
    expect(requiresUser('preview-play-game-demo')).toBe(false);
  });

  it('unprefixedRouteName removes only the preview- prefix', () => {
    expect(unprefixedRouteName('preview-providers-slug')).toBe('providers-slug');
    expect(unprefixedRouteName('preview')).toBe('preview');
    expect(unprefixedRouteName('winners-redirect')).toBe('winners-redirect');
  });
});
