import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerMatchableLocation, routerMatchablePath } from './router-matchable-request.ts';

// The not-found route's pattern, as React Router matches it (routes.ts: route('*')).
const NOT_FOUND = [{ id: 'not-found', path: '*' }];
const matchesNotFound = (pathname: string): boolean => matchRoutes(NOT_FOUND, pathname)?.at(-1)?.route.id === 'not-found';

/** A path as a browser sends it: each segment percent-encoded. */
const sentPath = (segments: readonly string[]): string => `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;

describe('an address React Router can match', () => {
  it('is every address once its line terminators are escaped again', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 4 }),
        fc.array(fc.constantFrom('\n', '\r', '\u2028', '\u2029', 'a')),
        (segments, extra) => {
          const path = sentPath([...segments, extra.join('')]);
          expect(matchesNotFound(routerMatchablePath(path))).toBe(true);
        },
      ),
    );
  });

  it('the line separator of the visitor’s report did not match before', () => {
    expect(matchesNotFound('/%E2%80%A8')).toBe(false);
    expect(matchesNotFound(routerMatchablePath('/%E2%80%A8'))).toBe(true);
    expect(routerMatchablePath('/en/%e2%80%a9x%0A')).toBe('/en/%25e2%2580%25a9x%250A');
  });

  it('leaves an address without line terminators as it is', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'grapheme' }).filter((segment) => !/[\n\r\u2028\u2029]/.test(segment)),
          { maxLength: 4 },
        ),
        (segments) => {
          const path = sentPath(segments);
          expect(routerMatchablePath(path)).toBe(path);
        },
      ),
    );
    expect(routerMatchableLocation('http://portal.test/vyrobci?sort=az')).toBeNull();
  });

  it('sends the request to the escaped address on this site, its query kept', () => {
    expect(routerMatchableLocation('http://portal.test/en/%E2%80%A8?x=1')).toBe('/en/%25E2%2580%25A8?x=1');
    expect(routerMatchableLocation('http://portal.test/%0A/%0Aevil.example')).toBe('/%250A/%250Aevil.example');
  });
});
