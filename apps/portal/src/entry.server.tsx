// The server render: React Router's default Node entry plus the response's CSP nonce, which every
// script and preload the router writes carries (ServerRouter passes it to <Scripts> and <Links>).
// Bots and crawlers get the whole document at once; browsers get the shell streamed. Islands
// (react-ui's lazyIsland) are rendered in full, never as their fallback.
import { pipeline } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { islandsLoaded } from '@casino/react-ui';
import { cachedMarkup } from './html/cached-markup-stream.server.ts';
import { flushBatchedStream } from './html/flush-batched-stream.server.ts';
import { responseBody } from './html/response-body.server.ts';
import { MarkupRenderContext } from './html/server-markup.tsx';
import { reportRewriteMismatch, startScriptsAfterFirstPaint } from './html/scripts-after-first-paint.server.ts';
import { cspNonceContext, markupCacheContext } from './request-context.server.ts';
import { memoisedMatch } from './routing/route-match-memo.server.ts';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // <Scripts> matches the page's parent paths again: from memory (routing/route-match-memo.server.ts).
  const handled = routerContext.staticHandlerContext;
  handled._match = memoisedMatch(handled._match);
  const nonce = loadContext.get(cspNonceContext) || undefined;
  // Parts drawn alike for every visitor go out as the bytes React wrote for them before.
  const markup = cachedMarkup(loadContext.get(markupCacheContext), reportRewriteMismatch);
  // Islands render in full on the server: their modules are there before the first render.
  await islandsLoaded();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort after streamTimeout, with a second of room to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <MarkupRenderContext value={markup.render}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </MarkupRenderContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // A finished Suspense boundary (an island, a page's content) goes out in place, never moved
      // in later by a script: React otherwise does so past 12,800 bytes, and reveals such content
      // in batches that can hold the largest paint back.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        // React writes into the batching stream (its flush hook lets each finished batch go as one
        // chunk), which feeds the cached markup's stream, then the after-paint rewrite, which is the
        // body. A body dropped early (the client left) destroys them all, and React aborts the
        // render when its destination closes.
        const batched = flushBatchedStream();
        const html = startScriptsAfterFirstPaint(nonce, reportRewriteMismatch);
        pipeline(batched, markup.stream, html, () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(batched);
        resolve(new Response(responseBody(html), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell itself reject and are logged by the router; only later ones here, and
        // not the destination's error of a client that left.
        if (shellRendered && !request.signal.aborted) console.error(error);
      },
    });
  });
}
