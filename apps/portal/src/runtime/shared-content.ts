// Content every visitor sees alike (the catalogue, providers, collections, layouts, menus, the site's
// settings …) fetched and decoded once for all the requests of one server within a short time, instead of once per page:
// the lobby's 900 KB catalogue took most of a render's CPU. The server's app makes one SharedContent
// and builds its one API runtime over it (server-api.ts), so every request's calls share it; the
// browser's runtime has none. Only calls without arguments and without the visitor's
// cookies are shared, keyed by locale and preview; jackpots (their amounts move) and failures never.
import { Effect, Exit, Layer } from 'effect';
import { ContentApi, LocalApi, Settings, type ContentApiShape, type LocalApiShape, type SettingsShape } from '@casino/api-clients';
import type { Locale } from '@casino/core';
import { currentRequestPage, RequestPage } from './request-page.ts';

export interface SharedContentOptions {
  /** How long a fetched answer serves other requests (the platform's own max-age is 60 s). */
  readonly ttlMs: number;
  readonly clock?: () => number;
}

export interface SharedContent {
  /** The answer of `load` for `key`, shared while fresh; a failed load is forgotten at once. */
  readonly share: <A, E>(key: string, load: Effect.Effect<A, E>) => Effect.Effect<A, E>;
}

export const createSharedContent = ({ ttlMs, clock = Date.now }: SharedContentOptions): SharedContent => {
  const entries = new Map<string, { readonly until: number; readonly exit: Promise<Exit.Exit<unknown, unknown>> }>();
  return {
    share: <A, E>(key: string, load: Effect.Effect<A, E>) =>
      Effect.suspend(() => {
        const now = clock();
        let entry = entries.get(key);
        if (entry === undefined || entry.until <= now) {
          // Requests that come while the first one loads wait for it (one fetch, one decode).
          const exit = Effect.runPromiseExit(load);
          entry = { until: now + ttlMs, exit };
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

const sharing = <S extends object>(service: S, names: readonly (keyof S)[], prefix: string, shared: SharedContent, scope: () => string): S => {
  const wrapped: Record<PropertyKey, unknown> = { ...(service as Record<PropertyKey, unknown>) };
  for (const name of names) {
    const call = service[name] as () => Effect.Effect<unknown, unknown>;
    // The shared load runs in a fiber of its own: it keeps the page of the request that started it.
    wrapped[name] = () => shared.share(`${prefix}.${String(name)}|${scope()}`, Effect.provideService(call(), RequestPage, currentRequestPage()));
  }
  return wrapped as S;
};

/** Layers that put the shared calls in front of the request's own ContentApi, LocalApi and Settings. */
export const sharedContentLayer = (shared: SharedContent, page: { readonly locale: () => Locale; readonly preview: () => boolean }) => {
  const scope = () => `${page.locale()}|${page.preview() ? 'preview' : 'published'}`;
  return Layer.mergeAll(
    Layer.effect(
      ContentApi,
      Effect.map(Effect.service(ContentApi), (api) => sharing(api, SHARED_CONTENT_CALLS, 'ContentApi', shared, scope)),
    ),
    Layer.effect(
      LocalApi,
      Effect.map(Effect.service(LocalApi), (api) => sharing(api, SHARED_LOCAL_CALLS, 'LocalApi', shared, scope)),
    ),
    Layer.effect(
      Settings,
      Effect.map(Effect.service(Settings), (api) => sharing(api, SHARED_SETTINGS_CALLS, 'Settings', shared, scope)),
    ),
  );
};
