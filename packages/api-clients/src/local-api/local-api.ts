// The portal's own Local API (part 2 §7 and the paths contract.ts settles): layout and menus,
// categories, carousels, video widgets, seo, content pages, game details, launch data, route rules,
// the preview password check and the marketing service's personalised games. Every call carries
// ?locale=&status=.
import { Context, Effect, Layer, Schema } from 'effect';
import type { HttpClient } from 'effect/http';
import {
  ErrorKey,
  LocalApiPath,
  type Carousel,
  type Category,
  type ContentPage,
  type GameInfo,
  type MenuItem,
  type PageLayout,
  type PersonalisedGames,
  type PersonalisedGamesRequest,
  type ProviderLaunchData,
  type Seo,
  type SubmenuItem,
  type VideoWidget,
} from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import type { HttpCallError } from '../errors.ts';
import { makeHttpBackend, type CallSpec } from '../http/http-backend.ts';
import {
  CarouselSchema,
  CategorySchema,
  ContentPageSchema,
  GameInfoSchema,
  MenuItemSchema,
  PageLayoutSchema,
  SeoSchema,
  SubmenuItemSchema,
  VideoWidgetSchema,
} from '../schemas/catalogue.ts';
import { PersonalisedGamesSchema, ProviderLaunchDataSchema } from '../schemas/session.ts';
import { PreviewAuthResponseSchema, RouteRuleResponseSchema } from '../schemas/wire.ts';

type Call<A> = Effect.Effect<A, HttpCallError>;

export interface LocalApiShape {
  readonly categories: () => Call<readonly Category[]>;
  readonly layouts: () => Call<readonly PageLayout[]>;
  readonly menus: () => Call<readonly MenuItem[]>;
  readonly submenu: () => Call<readonly SubmenuItem[]>;
  readonly carousels: () => Call<readonly Carousel[]>;
  readonly videoWidgets: () => Call<readonly VideoWidget[]>;
  readonly seo: (id: string) => Call<Seo>;
  /** true for the right secret; a wrong one (401 with authorized false) is false, not an error. */
  readonly previewAuth: (secret: string) => Call<boolean>;
  /** The marketing service's picks; the cache the spec asks for is the recommendations machine's. */
  readonly personalisedGames: (request: PersonalisedGamesRequest) => Call<PersonalisedGames>;
  readonly contentPage: (slug: string) => Call<ContentPage>;
  readonly gameDetails: (gameCode: string) => Call<GameInfo>;
  readonly providerLaunch: (providerId: string) => Call<ProviderLaunchData>;
  /** The redirect target of an old address, or null when it has none. */
  readonly routeRule: (path: string) => Call<string | null>;
}

const get = (errorKey: ErrorKey, path: string, query?: CallSpec['query']): CallSpec => ({
  errorKey,
  method: 'GET',
  path,
  ...(query ? { query } : {}),
});

const make = Effect.gen(function* () {
  const http = yield* makeHttpBackend({
    baseUrl: (urls) => urls.localApi,
    credentials: false,
    acceptLanguage: false,
    contentQuery: true,
  });

  const categories = Effect.fn('LocalApi.categories')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchCategories, LocalApiPath.categories), Schema.Array(CategorySchema));
  });

  const layouts = Effect.fn('LocalApi.layouts')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchLayouts, LocalApiPath.layouts), Schema.Array(PageLayoutSchema));
  });

  const menus = Effect.fn('LocalApi.menus')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchMenu, LocalApiPath.menus), Schema.Array(MenuItemSchema));
  });

  const submenu = Effect.fn('LocalApi.submenu')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchSubmenu, LocalApiPath.submenu), Schema.Array(SubmenuItemSchema));
  });

  const carousels = Effect.fn('LocalApi.carousels')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchCarousel, LocalApiPath.carousels), Schema.Array(CarouselSchema));
  });

  const videoWidgets = Effect.fn('LocalApi.videoWidgets')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchVideos, LocalApiPath.videoWidgets), Schema.Array(VideoWidgetSchema));
  });

  const seo = Effect.fn('LocalApi.seo')(function* (id: string) {
    return yield* http.json(get(ErrorKey.failedToFetchMeta, LocalApiPath.seo(id)), SeoSchema);
  });

  const previewAuth = Effect.fn('LocalApi.previewAuth')(function* (secret: string) {
    const spec = get(ErrorKey.unauthorizedAccess, LocalApiPath.previewAuth, { secret });
    return yield* http.json(spec, PreviewAuthResponseSchema).pipe(
      Effect.map((answer) => answer.authorized),
      Effect.catchIf(
        (error) => error._tag === 'HttpStatusError' && error.status === 401,
        () => Effect.succeed(false),
      ),
    );
  });

  const personalisedGames = Effect.fn('LocalApi.personalisedGames')(function* (request: PersonalisedGamesRequest) {
    return yield* http.json(
      {
        errorKey: ErrorKey.failedToFetchPersonalizedGames,
        method: 'POST',
        path: LocalApiPath.personalisedGames,
        body: request,
      },
      PersonalisedGamesSchema,
    );
  });

  const contentPage = Effect.fn('LocalApi.contentPage')(function* (slug: string) {
    return yield* http.json(get(ErrorKey.pageNotFound, LocalApiPath.contentPage(slug)), ContentPageSchema);
  });

  const gameDetails = Effect.fn('LocalApi.gameDetails')(function* (gameCode: string) {
    return yield* http.json(get(ErrorKey.unableToDetails, LocalApiPath.gameDetails(gameCode)), GameInfoSchema);
  });

  const providerLaunch = Effect.fn('LocalApi.providerLaunch')(function* (providerId: string) {
    return yield* http.json(get(ErrorKey.invalidGameSession, LocalApiPath.providerLaunch, { provider: providerId }), ProviderLaunchDataSchema);
  });

  const routeRule = Effect.fn('LocalApi.routeRule')(function* (path: string) {
    const answer = yield* http.json(get(ErrorKey.pageNotFound, LocalApiPath.routeRules, { path }), RouteRuleResponseSchema);
    return answer.redirect;
  });

  return {
    categories,
    layouts,
    menus,
    submenu,
    carousels,
    videoWidgets,
    seo,
    previewAuth,
    personalisedGames,
    contentPage,
    gameDetails,
    providerLaunch,
    routeRule,
  } satisfies LocalApiShape;
});

export class LocalApi extends Context.Service<LocalApi, LocalApiShape>()('@casino/api-clients/LocalApi') {
  static readonly make: Effect.Effect<LocalApiShape, never, ApiConfig | HttpClient.HttpClient> = make;
  static readonly layer: Layer.Layer<LocalApi, never, ApiConfig | HttpClient.HttpClient> = Layer.effect(LocalApi, make);
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<LocalApiShape>): Layer.Layer<LocalApi> => Layer.mock(LocalApi, methods);
}
