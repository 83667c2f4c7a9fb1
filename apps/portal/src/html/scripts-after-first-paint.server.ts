// React Router names every script of a page in `<link rel="modulepreload">` tags, and React hoists
// them to the top of the head. There the browser's preload scanner finds them in the first bytes and
// fetches 120 KB of script beside the stylesheet and the largest image, before anything is painted.
// A page of ours is painted from its HTML and stylesheet; its scripts only hydrate what is already
// on screen. So the preloads leave the head, and a small script just before React Router's own
// (the body's first script, after the page's content) adds them, at low priority: they are fetched
// when the parser reaches the end of the content, all at once (no import waterfall), and the HTML,
// stylesheet and visible images have a slow link and the main thread first. Lighthouse's phone
// (the lobby): the largest paint at 1.1 s instead of 2.2 to 2.5 s. React Router offers no option
// for this, so the server's HTML stream is rewritten on its way out.
import { Transform } from 'node:stream';

export const MODULE_PRELOAD = '<link rel="modulepreload"';

// Bytes, not text: the patterns are ASCII, and no byte of a multi-byte UTF-8 letter is, so a chunk
// cut inside a letter passes through untouched.
const PRELOAD = Buffer.from(MODULE_PRELOAD);
const HEAD_END = Buffer.from('</head>');
const SCRIPT = Buffer.from('<script');
const TAG_END = '>'.charCodeAt(0);
const HREF = /\shref="([^"]*)"/;
const PRELOAD_SCRIPT_ID = 'module-preloads';

/** The head without its module preloads, and the addresses those named. */
const splitPreloads = (head: Buffer): { readonly rest: Buffer; readonly hrefs: readonly string[] } => {
  const rest: Buffer[] = [];
  const hrefs: string[] = [];
  let from = 0;
  for (let at = head.indexOf(PRELOAD); at !== -1; at = head.indexOf(PRELOAD, from)) {
    const end = head.indexOf(TAG_END, at + PRELOAD.length);
    if (end === -1) break;
    rest.push(head.subarray(from, at));
    const href = HREF.exec(head.subarray(at, end).toString('utf8'))?.[1];
    if (href !== undefined && !hrefs.includes(href)) hrefs.push(href);
    from = end + 1;
  }
  rest.push(head.subarray(from));
  return { rest: Buffer.concat(rest), hrefs };
};

/** HTML attribute-escaped text, read back as itself by the inline script (`&amp;` in a URL). */
const unescapeAttribute = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * The inline script that adds the preloads where it stands, with its own nonce (which 'strict-dynamic'
 * asks of them). Its data is JSON with `<` escaped, and its code has no `<`, so no address can end
 * the script element (and modulePreloadsOf reads it).
 */
export const preloadScript = (hrefs: readonly string[], nonce: string | undefined): string => {
  const data = JSON.stringify({ hrefs: hrefs.map(unescapeAttribute) }).replaceAll('<', '\\u003c');
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return (
    `<script id="${PRELOAD_SCRIPT_ID}"${attribute}>(function(d,n){d.hrefs.forEach(function(h){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.fetchPriority="low";if(n)l.nonce=n;l.href=h;document.head.appendChild(l)})})(${data},document.currentScript.nonce)</script>`
  );
};

/** The scripts a document has the browser preload: its preload tags and its preload script's. */
export const modulePreloadsOf = (html: string): string[] => {
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(([tag]) => HREF.exec(tag)?.[1]).filter((href) => href !== undefined).map(unescapeAttribute);
  const script = new RegExp(`<script id="${PRELOAD_SCRIPT_ID}"[^>]*>[^<]*?\\((\\{[^<]*\\}),document\\.currentScript\\.nonce\\)</script>`).exec(html);
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

/**
 * A stream that takes the module preloads out of an HTML document's head and has a script add them
 * just before the body's first script (at the end, when the body has none). The head is held until
 * it is whole: it is a few kilobytes, and React sends it in the shell's first write.
 */
export const deferModulePreloads = (nonce: string | undefined): Transform => {
  let pending = Buffer.alloc(0);
  let stage: 'head' | 'body' | 'done' = 'head';
  let script = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === 'done') return callback(null, chunk);
      let bytes = Buffer.concat([pending, chunk]);
      const out: Buffer[] = [];
      if (stage === 'head') {
        const headEnd = bytes.indexOf(HEAD_END);
        if (headEnd === -1) {
          pending = bytes;
          return callback();
        }
        const split = splitPreloads(bytes.subarray(0, headEnd));
        out.push(split.rest);
        script = split.hrefs.length === 0 ? Buffer.alloc(0) : Buffer.from(preloadScript(split.hrefs, nonce));
        bytes = bytes.subarray(headEnd);
        stage = 'body';
      }
      const firstScript = bytes.indexOf(SCRIPT);
      if (firstScript !== -1) {
        stage = 'done';
        pending = Buffer.alloc(0);
        out.push(bytes.subarray(0, firstScript), script, bytes.subarray(firstScript));
        return callback(null, Buffer.concat(out));
      }
      const kept = partialMatchAtEnd(bytes, SCRIPT);
      pending = Buffer.from(bytes.subarray(bytes.length - kept));
      out.push(bytes.subarray(0, bytes.length - kept));
      callback(null, Buffer.concat(out));
    },
    flush(callback) {
      // A document without a head end (not one React writes) passes through as it came.
      if (stage === 'head') return callback(null, pending);
      callback(null, stage === 'body' ? Buffer.concat([pending, script]) : pending);
    },
  });
};
