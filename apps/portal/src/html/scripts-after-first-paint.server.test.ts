// No script of a page starts before its first paint: the module preloads of a document's head
// leave it (which ends with the early-press script instead), the bootstrap module script waits
// under an inert type, and a script just before the body's first script starts both once the
// document is parsed and painted. However the stream cuts the document into chunks (inside a tag,
// inside a multi-byte letter), nothing else changes, and modulePreloadsOf reads back what was
// preloaded. A document with scripts but nothing to move is
// reported (the markup it expects has changed); e2e/server-render.contract.e2e.ts holds the rewrite
// to React Router's real output.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earlyPressScript } from './early-presses.ts';
import { tabModeScript } from './tab-mode-script.ts';
import {
  afterPaintScript,
  LINKS_PER_TASK,
  MODULE_PRELOAD,
  modulePreloadsOf,
  rewriteMismatch,
  startScriptsAfterFirstPaint,
  WAITING_MODULE_TYPE,
} from './scripts-after-first-paint.server.ts';

const NONCE = 'n0nce+/=';
/** The head's end as it leaves: the early-press and tab-mode scripts just before it. */
const HEAD_END = `${earlyPressScript(NONCE)}${tabModeScript(NONCE)}</head>`;

/** The rewritten document, and what the rewrite reported about it. */
const rewrite = async (chunks: readonly Uint8Array[]): Promise<{ readonly html: string; readonly reported: readonly string[] }> => {
  const output: Buffer[] = [];
  const reported: string[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(startScriptsAfterFirstPaint(NONCE, (problem) => void reported.push(problem)));
  for await (const chunk of stream) output.push(chunk as Buffer);
  return { html: Buffer.concat(output).toString('utf8'), reported };
};

const through = async (chunks: readonly Uint8Array[]): Promise<string> => (await rewrite(chunks)).html;

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

const CLASSIC = '<script nonce="n">window.x=1</script>';
const MODULE = '<script nonce="n" type="module" async="">import "/a.js"</script>';
const scripts = fc.constantFrom(CLASSIC, MODULE);
/** The body's scripts as they leave: the first module script waits. */
const waiting = (bodyScripts: readonly string[]): string => {
  const first = bodyScripts.indexOf(MODULE);
  return bodyScripts.map((script, index) => (index === first ? script.replace(' type="module"', ` type="${WAITING_MODULE_TYPE}"`) : script)).join('');
};

describe('startScriptsAfterFirstPaint', () => {
  it("takes the preloads out of the head, ends it with the early-press script, makes the first module script wait, and puts the after-paint script before the body's first script, wherever the chunks break", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(headPart, { maxLength: 8 }),
        fc.array(bodyPart, { maxLength: 4 }),
        fc.array(scripts, { maxLength: 4 }),
        fc.array(bodyPart, { maxLength: 2 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (head, content, bodyScripts, after, offsets) => {
          const headHtml = head.map((part) => part.html).join('');
          const rest = head.map((part) => (part.href === null ? part.html : '')).join('');
          const hrefs = head.flatMap((part) => (part.href === null ? [] : [part.href]));
          const document = `<!DOCTYPE html><html><head>${headHtml}</head><body>${content.join('')}${bodyScripts.join('')}${after.join('')}</body></html>`;
          const expected =
            bodyScripts.length > 0
              ? `<!DOCTYPE html><html><head>${rest}${HEAD_END}<body>${content.join('')}${afterPaintScript(hrefs, NONCE)}${waiting(bodyScripts)}${after.join('')}</body></html>`
              : `<!DOCTYPE html><html><head>${rest}${HEAD_END}<body>${content.join('')}${after.join('')}</body></html>${hrefs.length === 0 ? '' : afterPaintScript(hrefs, NONCE)}`;
          const { html: output, reported } = await rewrite(cut(encode(document), offsets));
          expect(output).toBe(expected);
          expect(modulePreloadsOf(output)).toEqual(modulePreloadsOf(document));
          const problem = rewriteMismatch({
            head: true,
            preloadsMoved: new Set(hrefs).size,
            scripts: bodyScripts.length > 0,
            bootstrapWaiting: bodyScripts.includes(MODULE),
          });
          expect(reported).toEqual(problem === null ? [] : [problem]);
        },
      ),
    );
  });

  it('has no address end the after-paint script', () => {
    const script = afterPaintScript(['/assets/a.js', '/x.js?a=1&amp;b=</script><script>alert(1)//'], NONCE);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(modulePreloadsOf(script)).toEqual(['/assets/a.js', '/x.js?a=1&b=</script><script>alert(1)//']);
  });

  it('leaves the preloads of the body where they are, and the module scripts after the first', async () => {
    const document = `<html><head><title>x</title></head><body><p>a</p><script>1</script>${MODULE_PRELOAD} href="/late.js"/>${MODULE}${MODULE}</body></html>`;
    const started = `<html><head><title>x</title>${HEAD_END}<body><p>a</p>${afterPaintScript([], NONCE)}<script>1</script>${MODULE_PRELOAD} href="/late.js"/>${waiting([MODULE])}${MODULE}</body></html>`;
    expect(await through(cut(encode(document), [5, 30, 61, 120]))).toBe(started);
  });

  it('passes a document without a head end through as it came', async () => {
    const document = `<html><head>${MODULE_PRELOAD} href="/x.js"/>Čeština`;
    expect(await rewrite(cut(encode(document), [3, 17, 40]))).toEqual({ html: document, reported: [] });
  });
});

describe('a document with scripts and nothing to move', () => {
  const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body><main>Obsah</main>${body}</body></html>`;
  const preload = `${MODULE_PRELOAD} href="/assets/entry.js" nonce="n"/>`;

  it('is not reported when the head has preloads and the body a module script', async () => {
    expect((await rewrite([encode(page(preload, CLASSIC + MODULE))])).reported).toEqual([]);
  });

  it.each([
    ['preloads written in another form', page('<link href="/assets/entry.js" rel="modulepreload"/>', MODULE), 'no <link rel="modulepreload"> in the head'],
    ['the bootstrap written as a classic script', page(preload, CLASSIC), 'no module script (the bootstrap) after the head'],
    ['the bootstrap with its type written otherwise', page(preload, '<script type=module>import "/a.js"</script>'), 'no module script'],
    ['no head end', `<html><head>${preload}<body>${MODULE}</body></html>`, 'no </head>'],
  ])('is reported: %s', async (_case, document, missing) => {
    const { reported } = await rewrite([encode(document)]);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toContain(missing);
  });

  it('errors the stream when the report throws (as it does in development)', async () => {
    const stream = Readable.from([Buffer.from(page(preload, CLASSIC))]).pipe(
      startScriptsAfterFirstPaint(NONCE, (problem) => {
        throw new Error(problem);
      }),
    );
    await expect(async () => {
      for await (const _chunk of stream);
    }).rejects.toThrow(/no module script/);
  });
});

/** A document just enough for the after-paint script, which records what the browser would see. */
const fakeBrowser = (state: { readyState: 'loading' | 'interactive'; visibilityState: 'visible' | 'hidden' }) => {
  const events: string[] = [];
  const queue: Array<() => void> = [];
  const waitingScript = { type: WAITING_MODULE_TYPE, parentNode: null as unknown };
  const body = {
    removeChild: (script: typeof waitingScript) => events.push(`remove ${script.type}`),
    insertBefore: (script: typeof waitingScript) => events.push(`insert ${script.type}`),
  };
  waitingScript.parentNode = body;
  let onParsed: (() => void) | undefined;
  const document = {
    ...state,
    currentScript: { nonce: NONCE },
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => events.push(`link ${link['href']} ${link['rel']} ${link['fetchPriority']} ${link['nonce']}`) },
    querySelectorAll: (selector: string) => (selector === `script[type="${WAITING_MODULE_TYPE}"]` ? [waitingScript] : []),
    addEventListener: (event: string, listener: () => void) => {
      if (event === 'DOMContentLoaded') onParsed = listener;
    },
  };
  const run = (script: string) => {
    const code = /^<script id="scripts-after-paint" nonce="n0nce\+\/=">([^<]*)<\/script>$/.exec(script)?.[1];
    expect(code).toBeDefined();
    new Function('document', 'requestAnimationFrame', 'setTimeout', code ?? '')(
      document,
      (frame: () => void) => queue.push(() => (events.push('frame'), frame())),
      (task: () => void) => queue.push(() => (events.push('task'), task())),
    );
  };
  const next = () => queue.shift()?.();
  return { events, run, next, parsed: () => onParsed?.(), pending: () => queue.length };
};

describe('the after-paint script in a browser', () => {
  const hrefs = Array.from({ length: LINKS_PER_TASK + 2 }, (_, index) => `/assets/${index}.js`);
  const link = (href: string) => `link ${href} modulepreload low ${NONCE}`;

  it('waits for the parsed document and a painted frame, wakes the bootstrap as a module, then adds the preloads a few per task with its nonce', () => {
    const browser = fakeBrowser({ readyState: 'loading', visibilityState: 'visible' });
    browser.run(afterPaintScript(hrefs, NONCE));
    expect(browser.pending()).toBe(0);
    browser.parsed();
    browser.next();
    expect(browser.events).toEqual(['frame']);
    browser.next();
    expect(browser.events).toEqual(['frame', 'task', `remove ${WAITING_MODULE_TYPE}`, 'insert module', ...hrefs.slice(0, LINKS_PER_TASK).map(link)]);
    browser.next();
    expect(browser.events.slice(-3)).toEqual(['task', ...hrefs.slice(LINKS_PER_TASK).map(link)]);
    expect(browser.pending()).toBe(0);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    const browser = fakeBrowser({ readyState: 'interactive', visibilityState: 'hidden' });
    browser.run(afterPaintScript(hrefs.slice(0, 1), NONCE));
    expect(browser.events).toEqual([`remove ${WAITING_MODULE_TYPE}`, 'insert module', link(hrefs[0] ?? '')]);
    expect(browser.pending()).toBe(0);
  });
});
