import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_NAMES_MAX, GAME_NAMES_PARAM, gameCodesAsked, gameNamesAddress } from './game-names-path.ts';

const code = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/);

describe('the game names route’s codes', () => {
  it('reads back each plausible code once, in order, at most the maximum; nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(code, fc.string()), { maxLength: 80 }), (values) => {
        const asked = gameCodesAsked(values.join(','));
        expect(asked.length).toBeLessThanOrEqual(GAME_NAMES_MAX);
        expect(new Set(asked).size).toBe(asked.length);
        for (const each of asked) expect(each).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
        const plausible = [...new Set(values.flatMap((value) => value.split(',')).filter((each) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(each)))];
        expect(asked).toEqual(plausible.slice(0, GAME_NAMES_MAX));
      }),
    );
    expect(gameCodesAsked(null)).toEqual([]);
  });

  it('the address carries the codes the route reads back, under the page’s language and preview', () => {
    fc.assert(
      fc.property(fc.uniqueArray(code, { maxLength: 10 }), fc.constantFrom('cs' as const, 'en' as const), fc.boolean(), (codes, locale, preview) => {
        const address = new URL(gameNamesAddress(codes, locale, preview), 'https://portal.test');
        expect(gameCodesAsked(address.searchParams.get(GAME_NAMES_PARAM))).toEqual(codes);
        expect(address.pathname).toBe(`${locale === 'en' ? '/en' : ''}${preview ? '/preview' : ''}/hry/nazvy.json`);
      }),
    );
  });
});
