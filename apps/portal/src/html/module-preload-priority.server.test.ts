// The module preloads of a document's head go out at low priority, however the stream cuts the
// document into chunks (inside a tag, inside a multi-byte letter); the body is left as it is.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOW_PRIORITY_MODULE_PRELOAD, lowerModulePreloadPriority, MODULE_PRELOAD } from './module-preload-priority.server.ts';

const through = async (chunks: readonly Uint8Array[]): Promise<string> => {
  const output: Buffer[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowerModulePreloadPriority());
  for await (const chunk of stream) output.push(chunk as Buffer);
  return Buffer.concat(output).toString('utf8');
};

/** Cuts bytes at the given offsets (sorted, deduplicated). */
const cut = (bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] => {
  const points = [...new Set(offsets.map((offset) => offset % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    pieces.push(bytes.subarray(start, point));
    start = point;
  }
  return pieces;
};

const text = fc.stringMatching(/^[a-zA-Zěščřžýáíéůú0-9 <>="/.-]{0,40}$/);
const preload = fc.constantFrom(`${MODULE_PRELOAD} href="/assets/a.js"/>`, `${MODULE_PRELOAD} href="/assets/entry.client-X1.js" nonce="n"/>`);
const part = fc.oneof(text, preload, fc.constant('<link rel="stylesheet" href="/s.css"/>'));

describe('lowerModulePreloadPriority', () => {
  it('marks every module preload of the head low, leaves the body alone, wherever the chunks break', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 8 }), fc.array(part, { maxLength: 4 }), fc.array(fc.nat(), { maxLength: 12 }), async (head, body, offsets) => {
        const document = `<!DOCTYPE html><html><head>${head.join('')}</head><body>${body.join('')}</body></html>`;
        const expected = `<!DOCTYPE html><html><head>${head.join('').replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD)}</head><body>${body.join('')}</body></html>`;
        expect(await through(cut(new TextEncoder().encode(document), offsets))).toBe(expected);
      }),
    );
  });

  it('passes a document without a head end through whole, its preloads marked', async () => {
    const document = `<html><head>${MODULE_PRELOAD} href="/x.js"/>Čeština`;
    expect(await through(cut(new TextEncoder().encode(document), [3, 17, 40]))).toBe(document.replace(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD));
  });
});
