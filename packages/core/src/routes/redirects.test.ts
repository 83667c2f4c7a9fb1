import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { redirectTarget } from './redirects.ts';

const target = (path: string, locale?: 'cs' | 'en') => {
  const match = matchRoute(path);
  if (match === null) throw new Error(`no route for ${path}`);
  return redirectTarget(match, locale === undefined ? {} : { locale });
};

describe('redirectTarget', () => {
  it.each([
    ['/vyhry', '/vitezove'],
    ['/preview/vyhry', '/preview/vitezove'],
    ['/redirect/home', '/'],
    ['/redirect/lobby', '/'],
    ['/redirect/promotions', '/promo-bonusy'],
    ['/redirect/promotions/leto', '/promo-bonusy/leto'],
    ['/redirect/providers/netent', '/vyrobci/netent'],
    ['/redirect/games/bookofdead', '/hra/bookofdead'],
    ['/redirect/play-game-demo/bookofdead', '/play/bookofdead/demo'],
    ['/redirect/live-casino', '/kasino-zive'],
    ['/redirect/live-casino-categories/ruleta', '/kasino-zive/kategorie/ruleta'],
    ['/redirect/page/o-nas', '/novinky/o-nas'],
    ['/redirect/winners', '/vitezove'],
    ['/preview/redirect/collections/egypt', '/preview/zanr/egypt'],
  ])('%s → %s', (path, expected) => {
    expect(target(path)).toBe(expected);
  });

  it.each([
    '/redirect/nothing',
    '/redirect/nothing/x',
    '/redirect/redirect',
    '/redirect/winners-redirect',
    '/redirect/providers-slug',
    '/redirect/tournaments/x',
    '/redirect/play-game-demo',
  ])('%s leads nowhere (null)', (path) => {
    expect(target(path)).toBeNull();
  });

  it('keeps the locale when asked', () => {
    expect(target('/en/redirect/providers/netent', 'en')).toBe('/en/vyrobci/netent');
    expect(target('/en/preview/vyhry', 'en')).toBe('/en/preview/vitezove');
  });

  it('a route that is no redirect has no target', () => {
    expect(target('/vyrobci')).toBeNull();
    expect(target('/')).toBeNull();
  });
});
