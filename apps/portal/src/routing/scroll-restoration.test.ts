// The position stored for a history entry, read as React Router writes positions (a JSON object of
// numbers by key): only a finite number stored under that very key is one; anything else, or text
// that is not JSON, is none. (e2e/routing.e2e.ts holds it to React Router's real storage.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { savedScrollPosition } from './scroll-restoration.ts';

const key = fc.string({ minLength: 1, maxLength: 12 });
const position = fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.double(), fc.string(), fc.constant(null), fc.boolean());

describe('savedScrollPosition', () => {
  it('is the finite number stored under the key, and nothing else', () => {
    fc.assert(
      fc.property(key, fc.dictionary(key, position), (entryKey, positions) => {
        const text = JSON.stringify(positions);
        // What storage gives back (JSON turns NaN and infinities into null).
        const read = JSON.parse(text) as Record<string, unknown>;
        const stored = Object.hasOwn(read, entryKey) ? read[entryKey] : undefined;
        expect(savedScrollPosition(text, entryKey)).toBe(typeof stored === 'number' && Number.isFinite(stored) ? stored : null);
      }),
    );
  });

  it('is none for nothing stored, positions that are not an object, or spoiled text', () => {
    for (const stored of [null, '[]', '[12]', '42', 'null', '"x"', '{"k":', '{"__proto__":5}']) expect(savedScrollPosition(stored, 'k')).toBeNull();
    expect(savedScrollPosition('{"toString":5}', 'constructor')).toBeNull();
    expect(savedScrollPosition('{"k":1280}', 'k')).toBe(1280);
  });
});
