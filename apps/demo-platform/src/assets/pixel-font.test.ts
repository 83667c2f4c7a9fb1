import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADVANCE, GLYPH_HEIGHT, glyphOf, pixelTextPath, textWidth, wrapText } from './pixel-font.ts';

describe('pixel font', () => {
  it('draws Czech letters as their capital plus an accent above', () => {
    const plain = glyphOf('c').rows;
    const caron = glyphOf('č').rows;
    expect(caron).toHaveLength(GLYPH_HEIGHT);
    expect(caron.slice(2)).toEqual(plain.slice(2));
    expect(caron.slice(0, 2).join('')).toContain('#');
    expect(glyphOf('ů').rows.slice(0, 2)).not.toEqual(glyphOf('ú').rows.slice(0, 2));
    expect(glyphOf('C').rows).toEqual(plain);
  });

  it('draws unknown characters as a question mark, never nothing', () => {
    expect(glyphOf('€').rows.slice(2)).toEqual(glyphOf('?').rows.slice(2));
  });

  it('measures text by characters', () => {
    expect(textWidth('')).toBe(0);
    expect(textWidth('AB')).toBe(2 * ADVANCE - 1);
  });

  it('draws one rectangle per run of lit pixels, inside the text box', () => {
    const d = pixelTextPath('HI', 10, 20, 2);
    const rects = [...d.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)/g)].map((m) => m.slice(1).map(Number));
    expect(rects.length).toBeGreaterThan(0);
    for (const [x = 0, y = 0, w = 0, h = 0] of rects) {
      expect(x).toBeGreaterThanOrEqual(10);
      expect(x + w).toBeLessThanOrEqual(10 + textWidth('HI') * 2);
      expect(y).toBeGreaterThanOrEqual(20);
      expect(y + h).toBeLessThanOrEqual(20 + GLYPH_HEIGHT * 2);
    }
  });

  it('wraps text into lines no longer than the limit, keeping every character in order', () => {
    const word = fc.stringMatching(/^[A-Za-zÁ-ž0-9]{1,14}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 20 }), (words, limit) => {
        const text = words.join(' ');
        const lines = wrapText(text, limit);
        for (const line of lines) expect([...line].length).toBeLessThanOrEqual(limit);
        expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      }),
    );
  });

  it('breaks at spaces when the words fit', () => {
    expect(wrapText('Book of the Dead', 8)).toEqual(['Book of', 'the Dead']);
    expect(wrapText('Supercalifragilistic', 8)).toEqual(['Supercal', 'ifragili', 'stic']);
  });
});
