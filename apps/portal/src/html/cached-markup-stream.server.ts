// The server's side of html/server-markup.tsx, on the render's byte stream: the bytes React wrote
// between a part's begin and end markers go into the markup cache (and on to the browser, the
// markers taken out), and a part's placeholder is replaced by the bytes held for it. So a part is
// rendered by React once per version and sent as those same bytes afterwards.
//
// Bytes, not text: the markers are ASCII, and no byte of a multi-byte UTF-8 letter is, so a chunk
// cut inside a letter passes untouched; a marker cut between chunks waits for the rest.
import { Transform } from 'node:stream';
import type { MarkupCache } from './markup-cache.server.ts';
import { MARKUP_ATTRIBUTE, type MarkupRender } from './server-markup.tsx';

const MARKER = Buffer.from(`<template ${MARKUP_ATTRIBUTE}`);
const MARKER_END = Buffer.from('</template>');
/** What follows the attribute's name in a marker React wrote: `-begin="m1">`, `-end="m1">` or `="m1">`. */
const MARKER_TAIL = /^(-begin|-end)?="(m[0-9a-z]+)">$/;
/**
 * A part is kept only when its bytes hold nothing of one request: no script or nonce, no Suspense
 * boundary still pending or failed (React names those by per-render ids). A marker of this stream
 * inside would mean a part within a part.
 */
const NOT_KEPT = ['<script', 'nonce=', '<!--$?', '<!--$!', MARKER.toString('latin1')].map((text) => Buffer.from(text));

const asBuffer = (chunk: Uint8Array): Buffer => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));

/** How many bytes at the end of `bytes` could begin the marker (kept back until the next chunk). */
const partialMarkerAtEnd = (bytes: Buffer): number => {
  for (let length = Math.min(MARKER.length - 1, bytes.length); length > 0; length -= 1) {
    if (bytes.subarray(bytes.length - length).equals(MARKER.subarray(0, length))) return length;
  }
  return 0;
};

export interface CachedMarkup {
  /** For the render (server-markup.tsx's context). */
  readonly render: MarkupRender;
  /** Between React's output and the rest of the body's streams. */
  readonly stream: Transform;
}

/**
 * One render's markup: `onMismatch` hears of a placeholder whose bytes this render does not hold or
 * a marker it cannot read (a change of React's markup), which then pass as they are.
 */
export const cachedMarkup = (cache: MarkupCache, onMismatch: (problem: string) => void): CachedMarkup => {
  // The bytes of every part this render draws as a placeholder, taken when it decided to: the cache
  // may drop them meanwhile.
  const held = new Map<string, Buffer>();
  const render: MarkupRender = {
    partOf: (view, variant) => {
      const key = cache.keyOf(view, variant);
      const bytes = cache.get(key);
      if (bytes !== undefined) held.set(key, bytes);
      return { key, held: bytes !== undefined };
    },
  };

  let pending: Buffer | null = null;
  let capture: { readonly key: string; readonly parts: Buffer[] } | null = null;
  const endCapture = (key: string) => {
    if (capture?.key !== key) {
      onMismatch(`an end marker of ${key} without its begin`);
      capture = null;
      return;
    }
    const bytes = Buffer.concat(capture.parts);
    capture = null;
    if (!NOT_KEPT.some((pattern) => bytes.includes(pattern))) cache.set(key, bytes);
  };

  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, callback) {
      const bytes = pending === null ? asBuffer(chunk) : Buffer.concat([pending, chunk]);
      pending = null;
      const out: Buffer[] = [];
      const emit = (part: Buffer) => {
        if (part.length === 0) return;
        out.push(part);
        capture?.parts.push(part);
      };
      let from = 0;
      for (;;) {
        const at = bytes.indexOf(MARKER, from);
        if (at === -1) {
          const rest = bytes.subarray(from);
          const keep = partialMarkerAtEnd(rest);
          emit(rest.subarray(0, rest.length - keep));
          if (keep > 0) pending = Buffer.from(rest.subarray(rest.length - keep));
          break;
        }
        emit(bytes.subarray(from, at));
        const end = bytes.indexOf(MARKER_END, at + MARKER.length);
        if (end === -1) {
          pending = Buffer.from(bytes.subarray(at));
          break;
        }
        from = end + MARKER_END.length;
        const marker = MARKER_TAIL.exec(bytes.subarray(at + MARKER.length, end).toString('latin1'));
        if (marker === null) {
          onMismatch(`an unreadable marker: ${bytes.subarray(at, from).toString('latin1').slice(0, 120)}`);
          emit(bytes.subarray(at, from));
          continue;
        }
        const [, kind, key] = marker as unknown as [string, string | undefined, string];
        if (kind === '-begin') capture = { key, parts: [] };
        else if (kind === '-end') endCapture(key);
        else {
          const part = held.get(key);
          if (part === undefined) onMismatch(`a placeholder of ${key} whose bytes this render does not hold`);
          else emit(part);
        }
      }
      callback(null, out.length === 0 ? null : out.length === 1 ? out[0] : Buffer.concat(out));
    },
    flush(callback) {
      const rest = pending;
      pending = null;
      callback(null, rest);
    },
  });
  return { render, stream };
};
