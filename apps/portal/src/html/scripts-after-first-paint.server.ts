// A page of ours is painted from its HTML and stylesheet; its scripts only hydrate what is already
// on screen. So no script is fetched before the first paint:
// - React Router names every script of a page in `<link rel="modulepreload">` tags, and React hoists
//   them to the top of the head, where the preload scanner finds them in the first bytes and fetches
//   120 KB of script beside the stylesheet and the largest image. They leave the head.
// - React Router's bootstrap, an inline module script at the end of the body, has its imports
//   fetched the moment the parser meets it, which on a fast connection is before the first paint.
//   It reaches the browser with an inert type.
// A small script just before the body's first script then, once the document is parsed and a frame
// has been painted, adds the preloads (at low priority, all at once: no import waterfall) and gives
// the bootstrap back its module type. Lighthouse's phone (the lobby): the largest paint at 1.1 s
// instead of 2.2 to 2.5 s, in every run. A hidden tab paints nothing, so there it starts at once.
// React Router offers no option for either, so the server's HTML stream is rewritten on its way out.
//
// Trusted Types allow it: the bootstrap's text is the parser's, and re-inserting an element that
// never ran (an unknown type leaves it unstarted) prepares it again, now as a module, with its nonce.
//
// The head also ends with the script that keeps a press made before the header hydrates
// (early-presses.ts) and the one that marks a tab in an app's view (tab-mode-script.ts): the document
// is rewritten here anyway, and those scripts are no React elements.
import { Transform } from 'node:stream';
import { earlyPressScript } from './early-presses.ts';
import { tabModeScript } from './tab-mode-script.ts';

export const MODULE_PRELOAD = '<link rel="modulepreload"';
/** A type no browser runs: the bootstrap waits under it. */
export const WAITING_MODULE_TYPE = 'casino/after-first-paint';

// Bytes, not text: the patterns are ASCII, and no byte of a multi-byte UTF-8 letter is, so a chunk
// cut inside a letter passes through untouched.
const PRELOAD = Buffer.from(MODULE_PRELOAD);
const HEAD_END = Buffer.from('</head>');
const SCRIPT = Buffer.from('<script');
const MODULE_TYPE = Buffer.from(' type="module"');
const WAITING_TYPE = Buffer.from(` type="${WAITING_MODULE_TYPE}"`);
const TAG_END = '>'.charCodeAt(0);
const HREF = /\shref="([^"]*)"/;
const SCRIPT_ID = 'scripts-after-paint';

/**
 * The head without its module preloads, and the addresses those named, in order and as often as
 * named: React Router writes the entry module twice (on its own and among the root's imports), and
 * hydration claims one link per element it rendered, adding its own (without the nonce, which the
 * client never knows) for any it cannot find.
 */
const splitPreloads = (head: Buffer): { readonly rest: Buffer; readonly hrefs: readonly string[] } => {
  const rest: Buffer[] = [];
  const hrefs: string[] = [];
  let from = 0;
  for (let at = head.indexOf(PRELOAD); at !== -1; at = head.indexOf(PRELOAD, from)) {
    const end = head.indexOf(TAG_END, at + PRELOAD.length);
    if (end === -1) break;
    rest.push(head.subarray(from, at));
    const href = HREF.exec(head.subarray(at, end).toString('utf8'))?.[1];
    if (href !== undefined) hrefs.push(href);
    from = end + 1;
  }
  rest.push(head.subarray(from));
  return { rest: Buffer.concat(rest), hrefs };
};

/** HTML attribute-escaped text, read back as itself by the inline script (`&amp;` in a URL). */
const unescapeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * Links the after-paint script adds per task: each starts a request, 1 to 4 ms of the main thread
 * in Lighthouse's runs (four times that on its simulated phone), and a page names up to twenty: five
 * at a time still made tasks long enough to block.
 */
export const LINKS_PER_TASK = 2;

/**
 * The inline script that starts the page's scripts after its first paint: it re-inserts each
 * waiting bootstrap as a module, then adds the preloads with its own nonce (which 'strict-dynamic'
 * asks of them), a few per task. Its data is JSON with `<` escaped, and its code has no `<` (hence
 * the Math.max), so no address can end the script element (and modulePreloadsOf reads it).
 */
export const afterPaintScript = (hrefs: readonly string[], nonce: string | undefined): string => {
  const data = JSON.stringify({ hrefs: hrefs.map(unescapeAttribute) }).replaceAll('<', '\\u003c');
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return (
    `<script id="${SCRIPT_ID}"${attribute}>(function(d,n){var D=document;` +
    `function add(i){d.hrefs.slice(i,i+${LINKS_PER_TASK}).forEach(function(h){var l=D.createElement("link");l.rel="modulepreload";l.fetchPriority="low";if(n)l.nonce=n;l.href=h;D.head.appendChild(l)});` +
    `if(i+${LINKS_PER_TASK}!==Math.max(i+${LINKS_PER_TASK},d.hrefs.length))setTimeout(function(){add(i+${LINKS_PER_TASK})},0)}` +
    `function go(){D.querySelectorAll('script[type="${WAITING_MODULE_TYPE}"]').forEach(function(s){var p=s.parentNode,x=s.nextSibling;p.removeChild(s);s.type="module";p.insertBefore(s,x)});add(0)}` +
    `function painted(){if(D.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(D.readyState==="loading")D.addEventListener("DOMContentLoaded",painted);else painted()})(${data},document.currentScript.nonce)</script>`
  );
};

/** The scripts a document has the browser preload: its preload tags and its after-paint script's. */
export const modulePreloadsOf = (html: string): string[] => {
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)]
    .map(([tag]) => HREF.exec(tag)?.[1])
    .filter((href) => href !== undefined)
    .map(unescapeAttribute);
  const script = new RegExp(`<script id="${SCRIPT_ID}"[^>]*>[^<]*?\\((\\{[^<]*\\}),document\\.currentScript\\.nonce\\)</script>`).exec(html);
  const data: unknown = script?.[1] === undefined ? null : JSON.parse(script[1]);
  const listed: unknown = typeof data === 'object' && data !== null && 'hrefs' in data ? data.hrefs : [];
  const added = Array.isArray(listed) ? listed.filter((href): href is string => typeof href === 'string') : [];
  return [...new Set([...hrefs, ...added])];
};

/** How many bytes at the end of `bytes` could begin `pattern` (kept back until the next chunk). */
const partialMatchAtEnd = (bytes: Buffer, pattern: Buffer): number => {
  for (let length = Math.min(pattern.length - 1, bytes.length); length > 0; length -= 1) {
    if (bytes.subarray(bytes.length - length).equals(pattern.subarray(0, length))) return length;
  }
  return 0;
};

/** A script's start tag with the module type made the waiting one (other tags as they are). */
const waitingIfModule = (tag: Buffer): { readonly tag: Buffer; readonly module: boolean } => {
  const at = tag.indexOf(MODULE_TYPE);
  return at === -1 ? { tag, module: false } : { tag: Buffer.concat([tag.subarray(0, at), WAITING_TYPE, tag.subarray(at + MODULE_TYPE.length)]), module: true };
};

/** What the rewrite found in a whole document. */
export interface RewriteFindings {
  /** A `</head>` was found (React writes one in every document). */
  readonly head: boolean;
  /** Module preloads taken out of the head (distinct addresses). */
  readonly preloadsMoved: number;
  /** A script start tag was seen after the head. */
  readonly scripts: boolean;
  /** A module script (React Router's bootstrap) was given the waiting type. */
  readonly bootstrapWaiting: boolean;
}

/**
 * Why a document with scripts had nothing for the rewrite to move, or null when all is as React
 * and React Router write it today. A page that has scripts always has React Router's preloads in
 * its head and its bootstrap module script in its body: when either is missing, their markup has
 * changed (an upgrade) and the page loads its scripts the old way, before its first paint.
 */
export const rewriteMismatch = (found: RewriteFindings): string | null => {
  if (!found.scripts) return null;
  const missing = [
    ...(found.head ? [] : ['no </head>']),
    ...(found.preloadsMoved > 0 ? [] : [`no ${MODULE_PRELOAD}> in the head`]),
    ...(found.bootstrapWaiting ? [] : ['no module script (the bootstrap) after the head']),
  ];
  return missing.length === 0
    ? null
    : `scripts after first paint: a page with scripts had ${missing.join(', ')}; React's or React Router's markup changed, and the page now fetches its scripts before its first paint`;
};

/**
 * Told once per document what the rewrite found wrong (rewriteMismatch). The server entry logs it in
 * production and throws in development; a throw here errors the response stream.
 */
export type ReportMismatch = (problem: string) => void;

/**
 * The server's report: production logs it (the page still works, it only loads its scripts the
 * slower way, and an outage would be worse than the lost gain); development throws, so that the
 * page under work breaks at once. The built portal's contract test (e2e/server-render.contract.e2e.ts)
 * renders real pages and fails on the same findings.
 */
export const reportRewriteMismatch: ReportMismatch = (problem) => {
  if (import.meta.env.DEV) throw new Error(problem);
  console.error(problem);
};

/**
 * A stream that takes the module preloads out of an HTML document's head, ends the head with the
 * early-press and tab-mode scripts, puts the after-paint script just before the body's first script (at the end,
 * when the body has none), and gives the first module script from there on the waiting type. The head is held until it is whole: it is a
 * few kilobytes, and React sends it in the shell's first write. Script contents never hold
 * `<script` (React Router escapes `<` in the data it inlines), so start tags are found by it.
 * When the document ends, what was found goes to `report` if it does not match what React and
 * React Router write (rewriteMismatch).
 */
export const startScriptsAfterFirstPaint = (nonce: string | undefined, report: ReportMismatch): Transform => {
  let pending = Buffer.alloc(0);
  let stage: 'head' | 'body' | 'scripts' | 'done' = 'head';
  let script = Buffer.alloc(0);
  let preloads = 0;
  let head = false;
  let scripts = false;
  let bootstrapWaiting = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === 'done') return callback(null, chunk);
      let bytes = Buffer.concat([pending, chunk]);
      pending = Buffer.alloc(0);
      const out: Buffer[] = [];
      if (stage === 'head') {
        const headEnd = bytes.indexOf(HEAD_END);
        if (headEnd === -1) {
          pending = bytes;
          return callback();
        }
        const split = splitPreloads(bytes.subarray(0, headEnd));
        out.push(split.rest, Buffer.from(earlyPressScript(nonce) + tabModeScript(nonce)));
        // Always there when the body has scripts: a bootstrap made to wait needs it to start.
        script = Buffer.from(afterPaintScript(split.hrefs, nonce));
        preloads = new Set(split.hrefs).size;
        head = true;
        bytes = bytes.subarray(headEnd);
        stage = 'body';
      }
      while (stage !== 'done') {
        const at = bytes.indexOf(SCRIPT);
        if (at === -1) {
          const kept = partialMatchAtEnd(bytes, SCRIPT);
          out.push(bytes.subarray(0, bytes.length - kept));
          pending = Buffer.from(bytes.subarray(bytes.length - kept));
          break;
        }
        const end = bytes.indexOf(TAG_END, at);
        if (end === -1) {
          out.push(bytes.subarray(0, at));
          pending = Buffer.from(bytes.subarray(at));
          break;
        }
        out.push(bytes.subarray(0, at));
        if (stage === 'body') {
          out.push(script);
          stage = 'scripts';
          scripts = true;
        }
        const tag = waitingIfModule(bytes.subarray(at, end + 1));
        out.push(tag.tag);
        if (tag.module) {
          stage = 'done';
          bootstrapWaiting = true;
        }
        bytes = bytes.subarray(end + 1);
      }
      if (stage === 'done') out.push(bytes);
      callback(null, Buffer.concat(out));
    },
    flush(callback) {
      const problem = rewriteMismatch({ head, preloadsMoved: preloads, scripts: scripts || (stage === 'head' && pending.includes(SCRIPT)), bootstrapWaiting });
      try {
        if (problem !== null) report(problem);
      } catch (error) {
        return callback(error instanceof Error ? error : new Error(String(error)));
      }
      // A document without a head end (not one React writes) passes through as it came.
      if (stage === 'head') return callback(null, pending);
      callback(null, stage === 'body' && preloads > 0 ? Buffer.concat([pending, script]) : pending);
    },
  });
};
