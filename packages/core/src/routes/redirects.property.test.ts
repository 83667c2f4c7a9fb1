// Whatever a visitor puts into /redirect/{page}/{select?}, the helper only ever leads to a path of
// this site: its targets pass the same check as the route rules' (safeRedirectTarget) unchanged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { redirectTarget } from './redirects.ts';
import { safeRedirectTarget } from './safe-redirect.ts';

const hostile = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('//evil.example', '/\\evil.example', 'javascript:alert(1)', '..', '%2F%2Fevil.example', 'https://evil.example', '\\\\evil', '@evil.example'),
);
const page = fc.oneof(
  fc.constantFrom('home', 'lobby', 'promotions', 'providers', 'games', 'page', 'play-game-demo', 'live-casino-categories', 'collections'),
  hostile,
);

describe('redirect helper targets', () => {
  it('are null or a path of the site, for any page and select (encoded as a browser would)', () => {
    fc.assert(
      fc.property(page, fc.option(hostile, { nil: undefined }), fc.boolean(), fc.boolean(), (name, select, preview, english) => {
        const path = `${english ? '/en' : ''}${preview ? '/preview' : ''}/redirect/${encodeURIComponent(name)}${select === undefined ? '' : `/${encodeURIComponent(select)}`}`;
        const match = matchRoute(path);
        if (match === null) return;
        const target = redirectTarget(match, english ? { locale: 'en' } : {});
        if (target === null) return;
        expect(safeRedirectTarget(target, { allowedHosts: [] })).toEqual({ kind: 'internal', path: new URL(target, 'https://x.invalid').pathname });
      }),
      { numRuns: 2000 },
    );
  });
});
