import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText, hashOf, tileSvg } from './tile-svg.ts';

describe('tile SVG', () => {
  it('fits any title inside its box', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.integer({ min: 60, max: 1200 }), fc.integer({ min: 30, max: 600 }), (title, width, height) => {
        const fitted = fitText(title, width, height);
        expect(fitted.scale).toBeGreaterThanOrEqual(1);
        expect(fitted.lines.length).toBeGreaterThan(0);
        if (fitted.scale > 1) {
          expect(fitted.width).toBeLessThanOrEqual(width);
          expect(fitted.height).toBeLessThanOrEqual(height);
        }
      }),
    );
  });

  it('keeps words whole when they fit', () => {
    expect(fitText('Pražské Hry', 220, 90).lines).toEqual(['Pražské', 'Hry']);
  });

  it('gives different ids different artwork and the same id the same', () => {
    const spec = { width: 200, height: 200, title: 'Fruit Blast', style: 'art' as const };
    expect(tileSvg({ ...spec, seed: 'a' })).toBe(tileSvg({ ...spec, seed: 'a' }));
    expect(tileSvg({ ...spec, seed: 'a' })).not.toBe(tileSvg({ ...spec, seed: 'b' }));
    expect(hashOf('game-x')).not.toBe(hashOf('game-y'));
  });

  it('produces a well-formed SVG of the requested size for every style', () => {
    for (const style of ['art', 'logo-light', 'logo-dark', 'flag', 'fallback'] as const) {
      const svg = tileSvg({ width: 320, height: 120, title: 'Bohemia & Co.', subtitle: 'x', seed: 's', style });
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="120"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toContain('NaN');
    }
  });
});
