// The module preloads of a document's head leave it, and a script just before the body's first
// script adds them, however the stream cuts the document into chunks (inside a tag, inside a
// multi-byte letter); nothing else changes, and modulePreloadsOf reads back what was preloaded.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deferModulePreloads, MODULE_PRELOAD, modulePreloadsOf, preloadScript } from './deferred-module-preloads.server.ts';

const NONCE = 'n0nce+/=';

const through = async (chunks: readonly Uint8Array[]): Promise<string> => {
  const output: Buffer[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(deferModulePreloads(NONCE));
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

const encode = (text: string) => new TextEncoder().encode(text);
const text = fc.stringMatching(/^[a-zA-Zěščřžýáíéůú0-9 ="/.-]{0,40}$/);
const href = fc.constantFrom('/assets/a.js', '/assets/entry.client-X1.js', '/assets/b.js?v=1&amp;x=&lt;/script&gt;');
const headPart = fc.oneof(
  text.map((value) => ({ html: value, href: null })),
  href.map((value) => ({ html: `${MODULE_PRELOAD} href="${value}" nonce="n"/>`, href: value })),
  fc.constant({ html: '<link rel="stylesheet" href="/s.css"/>', href: null }),
);
const bodyPart = fc.oneof(text, fc.constant('<section><h2>Čeština</h2></section>'), fc.constant('<link rel="stylesheet" href="/b.css"/>'));
const scripts = fc.constantFrom('<script nonce="n">window.x=1</script>', '<script type="module" async="">import "/a.js"</script>');

describe('deferModulePreloads', () => {
  it('takes every module preload out of the head and adds it by a script before the first of the body, wherever the chunks break', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(headPart, { maxLength: 8 }),
        fc.array(bodyPart, { maxLength: 4 }),
        fc.array(scripts, { maxLength: 3 }),
        fc.array(bodyPart, { maxLength: 2 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (head, content, bodyScripts, after, offsets) => {
          const headHtml = head.map((part) => part.html).join('');
          const rest = head.map((part) => (part.href === null ? part.html : '')).join('');
          const hrefs = [...new Set(head.flatMap((part) => (part.href === null ? [] : [part.href])))];
          const preloads = hrefs.length === 0 ? '' : preloadScript(hrefs, NONCE);
          const tail = `${bodyScripts.join('')}${after.join('')}`;
          const document = `<!DOCTYPE html><html><head>${headHtml}</head><body>${content.join('')}${tail}</body></html>`;
          const expected =
            bodyScripts.length > 0
              ? `<!DOCTYPE html><html><head>${rest}</head><body>${content.join('')}${preloads}${tail}</body></html>`
              : `<!DOCTYPE html><html><head>${rest}</head><body>${content.join('')}${tail}</body></html>${preloads}`;
          const output = await through(cut(encode(document), offsets));
          expect(output).toBe(expected);
          expect(modulePreloadsOf(output)).toEqual(modulePreloadsOf(document));
        },
      ),
    );
  });

  it('has no address end the preload script, and has the browser add each with the nonce of the script, at low priority', () => {
    const hrefs = ['/assets/a.js', '/x.js?a=1&amp;b=</script><script>alert(1)//'];
    const script = preloadScript(hrefs, NONCE);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const added: Record<string, string>[] = [];
    const link = () => ({}) as Record<string, string>;
    const body = /^<script id="module-preloads" nonce="n0nce\+\/=">([^<]*)<\/script>$/.exec(script)?.[1];
    expect(body).toBeDefined();
    const document = { currentScript: { nonce: NONCE }, createElement: link, head: { appendChild: (element: Record<string, string>) => added.push(element) } };
    new Function('document', body ?? '')(document);
    expect(added).toEqual([
      { rel: 'modulepreload', fetchPriority: 'low', nonce: NONCE, href: '/assets/a.js' },
      { rel: 'modulepreload', fetchPriority: 'low', nonce: NONCE, href: '/x.js?a=1&b=</script><script>alert(1)//' },
    ]);
  });

  it('leaves the scripts and preloads of the body where they are', async () => {
    const document = `<html><head><title>x</title></head><body><p>a</p><script>1</script>${MODULE_PRELOAD} href="/late.js"/><script>2</script></body></html>`;
    expect(await through(cut(encode(document), [5, 30, 61]))).toBe(document);
  });

  it('passes a document without a head end through as it came', async () => {
    const document = `<html><head>${MODULE_PRELOAD} href="/x.js"/>Čeština`;
    expect(await through(cut(encode(document), [3, 17, 40]))).toBe(document);
  });
});
