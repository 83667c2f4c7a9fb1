// Content routes answer from representations built once per content version: the JSON text, its
// ETag and (when first asked for) its gzip and brotli forms. A request that already holds the ETag
// gets 304. The world's content never changes while the process runs, so the version is the world's
// build id; keys are the path and the normalised content query, never raw query strings, so the
// table stays as small as the content. `enabled: false` gives the old behaviour (serialise on every
// request, no compression, no validators) for the load test's side-by-side figures.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentQuery } from '../content/content-query.ts';
import { preferredCoding, type ContentCoding } from './accept-encoding.ts';

interface Representation {
  readonly etag: string;
  readonly forms: Map<ContentCoding, Buffer>;
}

export interface ContentCache {
  /** Answers `make()` as JSON for this path and query. Call it only for content that exists. */
  json(c: Context, query: ContentQuery | null, make: () => unknown): Response;
}

/** Public content may sit in a CDN for a minute; drafts are for one previewing visitor only. */
export const PUBLIC_CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const DRAFT_CONTENT_CACHE_CONTROL = 'private, no-cache';

const MAX_ENTRIES = 5_000;

const compress = (coding: ContentCoding, body: Buffer): Buffer => {
  if (coding === 'gzip') return gzipSync(body);
  if (coding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return body;
};

/** If-None-Match holds this ETag (or `*`), weak or strong. */
export const matchesEtag = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });

export const createContentCache = (version: string, enabled = true): ContentCache => {
  const entries = new Map<string, Representation>();
  const build = (make: () => unknown): Representation => {
    const body = Buffer.from(JSON.stringify(make()));
    const etag = `"${createHash('sha256').update(version).update(body).digest('base64url').slice(0, 27)}"`;
    return { etag, forms: new Map([['identity', body]]) };
  };
  return {
    json(c, query, make) {
      if (!enabled) return c.json(make());
      const key = `${c.req.path}|${query?.locale ?? ''}|${query?.includeDrafts ? 'draft' : ''}`;
      let entry = entries.get(key);
      if (!entry) {
        entry = build(make);
        entries.set(key, entry);
        // Keys come from real content only, so this bound is a safety net, not an eviction policy.
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? key);
      }
      const headers: Record<string, string> = {
        ETag: entry.etag,
        'Cache-Control': query?.includeDrafts ? DRAFT_CONTENT_CACHE_CONTROL : PUBLIC_CONTENT_CACHE_CONTROL,
        Vary: 'Accept-Encoding',
      };
      if (matchesEtag(c.req.header('if-none-match'), entry.etag)) return c.body(null, 304, headers);
      const coding = preferredCoding(c.req.header('accept-encoding'));
      let form = entry.forms.get(coding);
      if (!form) {
        form = compress(coding, entry.forms.get('identity') ?? Buffer.alloc(0));
        entry.forms.set(coding, form);
      }
      if (coding !== 'identity') headers['Content-Encoding'] = coding;
      headers['Content-Type'] = 'application/json; charset=utf-8';
      // Node Buffers sit on plain ArrayBuffers; the cast avoids copying the body per request.
      return c.body(form as Uint8Array<ArrayBuffer>, 200, headers);
    },
  };
};
