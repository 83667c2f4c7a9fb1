// The one way a page fails, end to end on the server side: a loader's load through `loadOrFail`,
// run by React Router's own static handler (what the server does with a thrown answer), and the
// error that reaches the boundary read by the error page's rule (chrome/error-boundary-view.ts).
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createStaticHandler } from 'react-router';
import { HttpStatusError, NetworkError } from '@casino/api-clients';
import { ErrorKey } from '@casino/core';
import { errorPageView } from './chrome/error-boundary-view.ts';
import { CallsStopped } from './runtime/calls-stopped.ts';
import { loadOrFail, PageFailure, UNEXPECTED_ERROR_KEY, type LoadOrFailOptions } from './page-failure.ts';

const errorKey = fc.constantFrom(...Object.values(ErrorKey));

/** What the boundary of a page whose loader ran `load` through loadOrFail gets, and the answer's status. */
const failedPage = async (load: () => Promise<unknown>, options: LoadOrFailOptions) => {
  const handler = createStaticHandler([{ id: 'page', path: '/', loader: () => loadOrFail('test page', load, options) }]);
  const context = await handler.query(new Request('http://portal.test/'));
  if (context instanceof Response) throw new Error('the page redirected');
  return { status: context.statusCode, error: context.errors?.page, data: context.loaderData.page as unknown };
};

const viewOf = (error: unknown) => errorPageView(error, { chunkError: false, development: false });

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // loadOrFail logs every failure; the test reads the log instead of printing it.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('loadOrFail through the router', () => {
  it('a load that succeeds is the page data, nothing logged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const page = await failedPage(() => Promise.resolve(value), { fallback: UNEXPECTED_ERROR_KEY });
        expect(page.status).toBe(200);
        expect(page.error).toBeUndefined();
        expect(page.data).toEqual(value);
      }),
      { numRuns: 30 },
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("a failed call answers 500 and the error page shows the call's own key", async () => {
    await fc.assert(
      fc.asyncProperty(errorKey, errorKey, fc.integer({ min: 400, max: 599 }), async (key, fallback, status) => {
        const call = new HttpStatusError({ call: 'games', errorKey: key, message: `HTTP ${status}`, status, body: '' });
        const page = await failedPage(() => Promise.reject(call), { fallback });
        expect(page.status).toBe(500);
        expect(viewOf(page.error)).toEqual({ kind: 'error', status: '500', errorKey: key, detail: null });
      }),
      { numRuns: 40 },
    );
  });

  it("a PageFailure answers 500 with its key; anything else with the loader's fallback", async () => {
    await fc.assert(
      fc.asyncProperty(errorKey, errorKey, fc.string(), async (key, fallback, message) => {
        const failure = await failedPage(() => Promise.reject(new PageFailure(key, new Error(message))), { fallback });
        expect(viewOf(failure.error)).toMatchObject({ status: '500', errorKey: key });
        const other = await failedPage(() => Promise.reject(new TypeError(message)), { fallback });
        expect(other.status).toBe(500);
        expect(viewOf(other.error)).toMatchObject({ kind: 'error', status: '500', errorKey: fallback });
      }),
      { numRuns: 30 },
    );
  });

  it('a failure the loader names "not found" is a real 404 and the not-found page', async () => {
    const missing = new HttpStatusError({ call: 'provider', errorKey: ErrorKey.failedToFetchProviders, message: 'HTTP 404', status: 404, body: '' });
    const notFound = (error: unknown) => error instanceof HttpStatusError && error.status === 404;
    const page = await failedPage(() => Promise.reject(missing), { fallback: UNEXPECTED_ERROR_KEY, notFound });
    expect(page.status).toBe(404);
    expect(viewOf(page.error)).toEqual({ kind: 'not-found', status: '404', errorKey: ErrorKey.pageNotFound, detail: null });
    // The same predicate lets a failure that is no 404 through as the page's failure.
    const down = new NetworkError({ call: 'provider', errorKey: ErrorKey.failedToFetchProviders, message: 'Failed to fetch' });
    const failed = await failedPage(() => Promise.reject(down), { fallback: UNEXPECTED_ERROR_KEY, notFound });
    expect(viewOf(failed.error)).toMatchObject({ status: '500', errorKey: ErrorKey.failedToFetchProviders });
  });

  it('a load stopped because its client left logs nothing and is no page failure', async () => {
    const stopped = await failedPage(() => Promise.reject(new CallsStopped(new DOMException('The client left', 'AbortError'))), {
      fallback: UNEXPECTED_ERROR_KEY,
    });
    expect(stopped.error).toBeInstanceOf(CallsStopped);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs each failure once with where it happened and its key', async () => {
    await failedPage(() => Promise.reject(new PageFailure(ErrorKey.failedToFetchLayouts, new Error('no Casino lobby layout'))), {
      fallback: UNEXPECTED_ERROR_KEY,
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toBe(`test page: the page failed (${ErrorKey.failedToFetchLayouts})`);
  });
});

describe('errorPageView', () => {
  it('a chunk-load error is the update page whatever else it is', () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (error, development) => {
        expect(errorPageView(error, { chunkError: true, development })).toEqual({
          kind: 'update',
          status: 'CHUNK-ERROR',
          errorKey: ErrorKey.updateMessage,
          detail: null,
        });
      }),
    );
  });

  it('anything thrown that is no answer is a 500 with the general words, its message and stack in development only', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        const error = new Error(message);
        expect(errorPageView(error, { chunkError: false, development: false })).toEqual({
          kind: 'error',
          status: '500',
          errorKey: UNEXPECTED_ERROR_KEY,
          detail: null,
        });
        expect(errorPageView(error, { chunkError: false, development: true }).detail).toEqual({ message, stack: error.stack ?? null });
      }),
    );
  });

  it('a PageFailure thrown in a render shows its key', () => {
    fc.assert(
      fc.property(errorKey, (key) => {
        expect(viewOf(new PageFailure(key, null))).toEqual({ kind: 'error', status: '500', errorKey: key, detail: null });
      }),
    );
  });
});
