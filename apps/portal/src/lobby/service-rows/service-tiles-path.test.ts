// The service tiles route's bounds over any request: what a page sends reads back as sent; more
// codes than a page asks for, or a text that is no game code (too long included), is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceTileCodesAsked, serviceTileCodesToSend, serviceTilesAddress, SERVICE_TILES_CODES_PARAM, SERVICE_TILES_MAX } from './service-tiles-path.ts';

const code = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,30}$/);
const anyText = fc.string({ maxLength: 120 });

const askedAt = (address: string) => serviceTileCodesAsked(new URL(`http://portal.test${address}`).searchParams.get(SERVICE_TILES_CODES_PARAM));

describe('the service tiles’ codes', () => {
  it('a page’s address reads back as the codes it sends: plausible ones, each once, sorted, at most the cap (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(code, anyText), { maxLength: 200 }),
        fc.constantFrom('casino', 'live'),
        fc.constantFrom('cs', 'en'),
        fc.boolean(),
        (codes, lobby, locale, preview) => {
          const sent = serviceTileCodesToSend(codes);
          expect(sent.length).toBeLessThanOrEqual(SERVICE_TILES_MAX);
          expect(new Set(sent).size).toBe(sent.length);
          expect([...sent].sort()).toEqual(sent);
          expect(askedAt(serviceTilesAddress(codes, lobby, locale, preview))).toEqual(sent);
        },
      ),
    );
  });

  it('refuses more codes than the cap, and any text that is no game code (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(code, { minLength: SERVICE_TILES_MAX + 1, maxLength: SERVICE_TILES_MAX + 20 }), (codes) => {
        expect(serviceTileCodesAsked(codes.join(','))).toBeNull();
        expect(serviceTileCodesAsked(codes.slice(0, SERVICE_TILES_MAX).join(','))).toEqual(codes.slice(0, SERVICE_TILES_MAX));
      }),
      { numRuns: 20 },
    );
    fc.assert(
      fc.property(fc.array(code, { maxLength: 10 }), fc.constantFrom('a'.repeat(101), 'a b', '<x>', '-lead', 'a/b'), (codes, bad) => {
        expect(serviceTileCodesAsked([...codes, bad].join(','))).toBeNull();
      }),
    );
    expect(serviceTileCodesAsked(null)).toEqual([]);
    expect(serviceTileCodesAsked('')).toEqual([]);
    expect(serviceTileCodesAsked('a,,b')).toBeNull();
    expect(serviceTileCodesAsked('a'.repeat(100))).toEqual(['a'.repeat(100)]);
  });
});
