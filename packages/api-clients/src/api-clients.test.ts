// The composed layers and the test stand-ins.
import { Effect, Exit, Tracer } from 'effect';
import { describe, expect, it } from 'vitest';
import { apiClientsFetchLayer } from './api-clients.ts';
import { urlsForOrigin } from './config/api-config.ts';
import { isApiError, HttpStatusError, LiveFeedStartError, LiveFeedStopError, NoScriptError, NotificationsStartError } from './errors.ts';
import { Gateway } from './gateway/gateway.ts';
import { ContentApi } from './content-api/content-api.ts';
import { PersonalisedGamesStore } from './personalisation/personalised-games-store.ts';

describe('apiClientsFetchLayer', () => {
  it('builds every client from a configuration alone', async () => {
    const layer = apiClientsFetchLayer({ urls: urlsForOrigin('http://127.0.0.1:9') });
    const kinds = await Effect.runPromise(
      Effect.all([
        Gateway.use((g) => Effect.succeed(typeof g.balances)),
        ContentApi.use((c) => Effect.succeed(typeof c.games)),
        PersonalisedGamesStore.use((store) => Effect.succeed(typeof store.read)),
      ]).pipe(Effect.provide(layer)),
    );
    expect(kinds).toEqual(['function', 'function', 'function']);
  });
});

describe('a call over fetch', () => {
  it('makes no span of its request and sends no trace header (nothing exports traces; the headers would make cross-origin calls preflight)', async () => {
    const headers: Headers[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      headers.push(new Headers(init?.headers));
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const spans: string[] = [];
    const tracer = Tracer.make({
      span(options) {
        spans.push(options.name);
        return new Tracer.NativeSpan(options);
      },
    });
    const layer = apiClientsFetchLayer({ urls: urlsForOrigin('http://127.0.0.1:9'), fetch });
    // Whether the answer decodes does not matter here: only what the call sent and made.
    await Effect.runPromise(Effect.exit(Gateway.use((g) => g.balances())).pipe(Effect.provide(layer), Effect.provideService(Tracer.Tracer, tracer)));
    expect(headers).toHaveLength(1);
    expect([...headers[0]!.keys()].filter((name) => /^(traceparent|b3|x-b3-)/i.test(name))).toEqual([]);
    // The client method's own span names the call (its errors carry it); the HTTP request makes none.
    expect(spans).toEqual(['Gateway.balances']);
  });
});

describe('layerTest', () => {
  it('answers with the given methods and fails loudly for the others', async () => {
    const layer = Gateway.layerTest({ balances: () => Effect.succeed([{ type: 'casino_gaming', amount: 1, currencyCode: 'CZK' }]) });
    const balances = await Effect.runPromise(Gateway.use((g) => g.balances()).pipe(Effect.provide(layer)));
    expect(balances).toHaveLength(1);
    const missing = await Effect.runPromiseExit(Gateway.use((g) => g.bonuses()).pipe(Effect.provide(layer)));
    expect(Exit.isFailure(missing) && missing.cause.reasons[0]?._tag).toBe('Die');
  });
});

describe('isApiError', () => {
  it('recognises the package errors only', () => {
    const common = { call: 'x', errorKey: 'balance' as const, message: 'm' };
    expect(isApiError(new HttpStatusError({ ...common, status: 500, body: '' }))).toBe(true);
    expect(isApiError(new NoScriptError(common))).toBe(true);
    expect(isApiError(new LiveFeedStartError({ ...common, errorKey: 'errors.failed-to-connect-to-live-feed' }))).toBe(true);
    expect(isApiError(new LiveFeedStopError({ ...common, errorKey: 'errors.failed-to-disconnect-from-live-feed' }))).toBe(true);
    expect(isApiError(new NotificationsStartError({ ...common, errorKey: 'notification' }))).toBe(true);
    expect(isApiError(new Error('other'))).toBe(false);
    expect(isApiError({ _tag: 'SomethingElse' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
