// React Router names every script of a page in `<link rel="modulepreload">` tags at the top of the
// document, and Chrome fetches those at high priority, beside the stylesheet and the largest image.
// A page of ours is painted from its HTML and stylesheet; its scripts only hydrate what is already
// on screen. So they go out with fetchpriority="low": on a slow link the stylesheet and the largest
// image get the bandwidth first, and the scripts follow, still all fetched at once (no waterfall).
// React Router's <Scripts> takes no priority for its preloads: the server's HTML stream is
// rewritten on its way out, up to the end of the head (where React puts every preload).
import { Transform } from 'node:stream';

export const MODULE_PRELOAD = '<link rel="modulepreload"';
export const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

// Bytes, not text: the patterns are ASCII, and no byte of a multi-byte UTF-8 letter is, so a chunk
// cut inside a letter passes through untouched.
const PRELOAD = Buffer.from(MODULE_PRELOAD);
const LOW_PRIORITY = Buffer.from(LOW_PRIORITY_MODULE_PRELOAD);
const HEAD_END = Buffer.from('</head>');

const lowered = (head: Buffer): Buffer => {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = head.indexOf(PRELOAD); at !== -1; at = head.indexOf(PRELOAD, from)) {
    parts.push(head.subarray(from, at), LOW_PRIORITY);
    from = at + PRELOAD.length;
  }
  parts.push(head.subarray(from));
  return Buffer.concat(parts);
};

/** How many bytes at the end of `bytes` could begin `pattern` (kept back until the next chunk). */
const partialMatchAtEnd = (bytes: Buffer, pattern: Buffer): number => {
  for (let length = Math.min(pattern.length - 1, bytes.length); length > 0; length -= 1) {
    if (bytes.subarray(bytes.length - length).equals(pattern.subarray(0, length))) return length;
  }
  return 0;
};

/** A stream that lowers the priority of the module preloads in an HTML document's head. */
export const lowerModulePreloadPriority = (): Transform => {
  let pending = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      const bytes = Buffer.concat([pending, chunk]);
      const headEnd = bytes.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        pending = Buffer.alloc(0);
        return callback(null, Buffer.concat([lowered(bytes.subarray(0, headEnd)), bytes.subarray(headEnd)]));
      }
      const kept = Math.max(partialMatchAtEnd(bytes, PRELOAD), partialMatchAtEnd(bytes, HEAD_END));
      pending = Buffer.from(bytes.subarray(bytes.length - kept));
      callback(null, lowered(bytes.subarray(0, bytes.length - kept)));
    },
    flush(callback) {
      callback(null, lowered(pending));
    },
  });
};
