// The catalogue's Content API (part 1 §7, part 2 §7). Every call carries ?locale=&status= (Draft in
// preview mode); the backend adds them.
import { Context, Effect, Layer, Schema } from 'effect';
import type { HttpClient } from 'effect/http';
import {
  ContentApiPath,
  ErrorKey,
  type Collection,
  type CollectionGroup,
  type Game,
  type Jackpot,
  type PersonalisedCategory,
  type Promotion,
  type Provider,
} from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import type { HttpCallError } from '../errors.ts';
import { makeHttpBackend, type CallSpec } from '../http/http-backend.ts';
import { CollectionGroupSchema, CollectionSchema, GameSchema, JackpotSchema, PromotionSchema, ProviderSchema } from '../schemas/catalogue.ts';
import { PersonalisedCategorySchema } from '../schemas/wire.ts';

type Call<A> = Effect.Effect<A, HttpCallError>;

export interface ContentApiShape {
  readonly providers: () => Call<readonly Provider[]>;
  readonly promotions: () => Call<readonly Promotion[]>;
  readonly promotion: (slugOrId: string) => Call<Promotion>;
  readonly collections: () => Call<readonly Collection[]>;
  readonly collectionGroups: () => Call<readonly CollectionGroup[]>;
  /** The whole catalogue, without file lists. */
  readonly games: () => Call<readonly Game[]>;
  /** Jackpots with their levels (index 0 is the top level). */
  readonly jackpots: () => Call<readonly Jackpot[]>;
  /** Special categories of the personalisation service; sends the player's cookies. */
  readonly personalisedCategories: () => Call<readonly PersonalisedCategory[]>;
}

const get = (errorKey: ErrorKey, path: string): CallSpec => ({ errorKey, method: 'GET', path });

const make = Effect.gen(function* () {
  const http = yield* makeHttpBackend({
    baseUrl: (urls) => urls.contentApi,
    credentials: false,
    acceptLanguage: false,
    contentQuery: true,
  });

  const providers = Effect.fn('ContentApi.providers')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchProviders, ContentApiPath.providers), Schema.Array(ProviderSchema));
  });

  const promotions = Effect.fn('ContentApi.promotions')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchPromotions, ContentApiPath.promotions), Schema.Array(PromotionSchema));
  });

  const promotion = Effect.fn('ContentApi.promotion')(function* (slugOrId: string) {
    return yield* http.json(get(ErrorKey.failedToFetchPromotions, ContentApiPath.promotion(slugOrId)), PromotionSchema);
  });

  const collections = Effect.fn('ContentApi.collections')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchCollections, ContentApiPath.collections), Schema.Array(CollectionSchema));
  });

  const collectionGroups = Effect.fn('ContentApi.collectionGroups')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchCollectionGroups, ContentApiPath.collectionGroups), Schema.Array(CollectionGroupSchema));
  });

  const games = Effect.fn('ContentApi.games')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchGames, ContentApiPath.games), Schema.Array(GameSchema));
  });

  const jackpots = Effect.fn('ContentApi.jackpots')(function* () {
    return yield* http.json(get(ErrorKey.failedToFetchJackpots, ContentApiPath.jackpots), Schema.Array(JackpotSchema));
  });

  const personalisedCategories = Effect.fn('ContentApi.personalisedCategories')(function* () {
    return yield* http.json(
      {
        ...get(ErrorKey.failedToFetchSpecialCategories, ContentApiPath.personalisedCategories),
        credentials: true,
      },
      Schema.Array(PersonalisedCategorySchema),
    );
  });

  return {
    providers,
    promotions,
    promotion,
    collections,
    collectionGroups,
    games,
    jackpots,
    personalisedCategories,
  } satisfies ContentApiShape;
});

export class ContentApi extends Context.Service<ContentApi, ContentApiShape>()('@casino/api-clients/ContentApi') {
  static readonly make: Effect.Effect<ContentApiShape, never, ApiConfig | HttpClient.HttpClient> = make;
  static readonly layer: Layer.Layer<ContentApi, never, ApiConfig | HttpClient.HttpClient> = Layer.effect(ContentApi, make);
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<ContentApiShape>): Layer.Layer<ContentApi> => Layer.mock(ContentApi, methods);
}
