// Response compression by Accept-Encoding (neither Node nor Hono compresses by itself): brotli when
// the client takes it, else gzip, for text-like bodies above a small size. Streamed HTML is flushed
// chunk by chunk, so the shell still reaches the browser before the rest of the page.
import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
/** Below this many bytes the headers of compression cost more than they save. */
export const MIN_BYTES = 1024;

/** 2^18 bytes: the largest page (the live lobby, 190 KB at 2,000 games) fits. */
export const BROTLI_WINDOW_BITS = 18;

type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header, brotli first; q=0 refuses one. */
export const chooseEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^q=0(\.0+)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
};

/**
 * Quality 5 compresses on the fly nearly as well as 11 at a fraction of the time. A 256 KB window
 * (not the default 4 MB, which a stream of unknown length allocates whole) holds the pages: the
 * lobby's, all games' and the live lobby's bytes come out the same at 2,000 games, and each
 * response in flight holds a quarter of the memory.
 */
export const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS };

const compressor = (encoding: Encoding) =>
  encoding === 'br' ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: BROTLI_PARAMS }) : createGzip({ flush: constants.Z_SYNC_FLUSH });

export const compression = (): MiddlewareHandler => async (c, next) => {
  await next();
  const response = c.res;
  const type = response.headers.get('Content-Type') ?? '';
  const length = Number(response.headers.get('Content-Length') ?? Number.POSITIVE_INFINITY);
  const vary = response.headers.get('Vary');
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary ?? '')) response.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (response.body === null || response.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type) || length < MIN_BYTES) return;
  if (c.req.method === 'HEAD') return;
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (encoding === null) return;
  const compressed = compressor(encoding);
  // pipeline, not pipe: a client that leaves destroys the compressor, and with it the source, which
  // cancels the render's stream (React then aborts the render instead of finishing it for no one).
  pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), compressed, () => {});
  // Hono copies the old response's headers onto the new one, so the length is dropped afterwards.
  c.res = new Response(Readable.toWeb(compressed) as ReadableStream, response);
  c.res.headers.delete('Content-Length');
  c.res.headers.set('Content-Encoding', encoding);
};
