// Content every visitor sees alike (the catalogue, providers, collections, layouts, menus, the site's
// settings …) fetched and decoded once for all the requests of one server within a short time, instead of once per page:
// the lobby's 900 KB catalogue took most of a render's CPU. The server's app makes one SharedContent
// and builds its one API runtime over it (server-api.ts), so every request's calls share it; the
// browser's runtime has none. Only calls without the visitor's cookies are shared, keyed by their
// name, their key argument (a seo record's id, the winners' country), locale and preview; failures
// never. Answers that move (jackpot amounts, the latest winners) are shared for a few seconds only,
// well inside the spec's own refetch times (jackpots 30 s, live winners 30 s): a page view is not a
// reason to ask the platform again, and each ask was a fetch and a decode in the render's CPU.
import { Effect, Exit, Layer } from 'effect';
import {
  ContentApi,
  LiveWinners,
  LocalApi,
  Settings,
  type ContentApiShape,
  type LiveWinnersShape,
  type LocalApiShape,
  type SettingsShape,
} from '@casino/api-clients';
import type { Locale } from '@casino/core';
import { currentRequestPage, RequestPage } from './request-page.ts';

/** How long an answer that moves (jackpot amounts, the latest winners) serves other requests. */
export const MOVING_ANSWER_TTL_MS = 5_000;

export interface SharedContentOptions {
  /** How long a fetched answer serves other requests (the platform's own max-age is 60 s). */
  readonly ttlMs: number;
  readonly clock?: () => number;
}

export interface SharedContent {
  /** The answer of `load` for `key`, shared while fresh (`ttlMs` when shorter than the default); a failed load is forgotten at once. */
  readonly share: <A, E>(key: string, load: Effect.Effect<A, E>, ttlMs?: number) => Effect.Effect<A, E>;
}

export const createSharedContent = ({ ttlMs, clock = Date.now }: SharedContentOptions): SharedContent => {
  const entries = new Map<string, { readonly until: number; readonly exit: Promise<Exit.Exit<unknown, unknown>> }>();
  return {
    share: <A, E>(key: string, load: Effect.Effect<A, E>, ownTtlMs: number = ttlMs) =>
      Effect.suspend(() => {
        // A call's own lifetime never outlasts the server's (0: every request fetches).
        const lifetimeMs = Math.min(ownTtlMs, ttlMs);
        const now = clock();
        let entry = entries.get(key);
        if (entry === undefined || entry.until <= now) {
          // Requests that come while the first one loads wait for it (one fetch, one decode).
          const exit = Effect.runPromiseExit(load);
          entry = { until: now + lifetimeMs, exit };
          entries.set(key, entry);
          const stored = entry;
          void exit.then((settled) => {
            if (Exit.isFailure(settled) && entries.get(key) === stored) entries.delete(key);
          });
        }
        return Effect.flatten(Effect.promise(() => entry.exit as Promise<Exit.Exit<A, E>>));
      }),
  };
};

type NoArgs<S> = { [K in keyof S]: S[K] extends () => unknown ? K : never }[keyof S];

const SHARED_CONTENT_CALLS: readonly NoArgs<ContentApiShape>[] = ['providers', 'promotions', 'collections', 'collectionGroups', 'games'];
const SHARED_LOCAL_CALLS: readonly NoArgs<LocalApiShape>[] = ['categories', 'layouts', 'menus', 'submenu', 'carousels', 'videoWidgets'];
/** The site's settings (currency, banner OS list …): the chrome and the lobby each asked for them on every page. */
const SHARED_SETTINGS_CALLS: readonly NoArgs<SettingsShape>[] = ['globalSettings'];

type Scope = () => string;

/** One call, shared under its name, its key and the request's scope; it runs in a fiber of its own, with the page of the request that started it. */
const sharedCall = <A, E>(shared: SharedContent, key: string, scope: Scope, call: Effect.Effect<A, E>, ttlMs?: number): Effect.Effect<A, E> =>
  shared.share(`${key}|${scope()}`, Effect.provideService(call, RequestPage, currentRequestPage()), ttlMs);

const sharing = <S extends object>(service: S, names: readonly (keyof S)[], prefix: string, shared: SharedContent, scope: Scope): S => {
  const wrapped: Record<PropertyKey, unknown> = { ...(service as Record<PropertyKey, unknown>) };
  for (const name of names) {
    const call = service[name] as () => Effect.Effect<unknown, unknown>;
    wrapped[name] = () => sharedCall(shared, `${prefix}.${String(name)}`, scope, call());
  }
  return wrapped as S;
};

/** Layers that put the shared calls in front of the request's own ContentApi, LocalApi, Settings and LiveWinners. */
export const sharedContentLayer = (shared: SharedContent, page: { readonly locale: () => Locale; readonly preview: () => boolean }) => {
  const scope = () => `${page.locale()}|${page.preview() ? 'preview' : 'published'}`;
  return Layer.mergeAll(
    Layer.effect(
      ContentApi,
      Effect.map(Effect.service(ContentApi), (api): ContentApiShape => ({
        ...sharing(api, SHARED_CONTENT_CALLS, 'ContentApi', shared, scope),
        jackpots: () => sharedCall(shared, 'ContentApi.jackpots', scope, api.jackpots(), MOVING_ANSWER_TTL_MS),
      })),
    ),
    Layer.effect(
      LocalApi,
      Effect.map(Effect.service(LocalApi), (api): LocalApiShape => ({
        ...sharing(api, SHARED_LOCAL_CALLS, 'LocalApi', shared, scope),
        seo: (id) => sharedCall(shared, `LocalApi.seo.${id}`, scope, api.seo(id)),
      })),
    ),
    Layer.effect(
      Settings,
      Effect.map(Effect.service(Settings), (api) => sharing(api, SHARED_SETTINGS_CALLS, 'Settings', shared, scope)),
    ),
    Layer.effect(
      LiveWinners,
      Effect.map(Effect.service(LiveWinners), (api): LiveWinnersShape => ({
        // The winners of the games the request knows: the catalogue is a shared answer too, one per language and mode.
        liveWinners: (country, games) => sharedCall(shared, `LiveWinners.liveWinners.${country}`, scope, api.liveWinners(country, games), MOVING_ANSWER_TTL_MS),
      })),
    ),
  );
};
