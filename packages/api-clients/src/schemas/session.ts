// Schemas of the chrome, settings and launch entities (core types/session.ts).
import { Schema } from 'effect';
import type {
  BuildInfo,
  FeatureToggles,
  GlobalSettings,
  LaunchUrlEntry,
  PersonalisedGames,
  ProviderLaunchData,
  SearchConfig,
  StoredPersonalisedGames,
  WebMessage,
} from '@casino/core';
import { exactly, nullable, optionalNullable } from './exact.ts';

const Str = Schema.String;
const Num = Schema.Finite;
const Strings = Schema.Array(Str);

export const LaunchUrlEntrySchema = exactly<LaunchUrlEntry>()(
  Schema.Struct({
    type: Schema.Literals(['real', 'demo']),
    channels: Schema.Array(Schema.Literals(['liveMobile', 'liveDesktop'])),
    launchUrl: Str,
  }),
);

export const ProviderLaunchDataSchema = exactly<ProviderLaunchData>()(
  Schema.Struct({
    name: Str,
    launchUrl: nullable(Str),
    launchUrlDemo: nullable(Str),
    launchUrlMobile: nullable(Str),
    launchUrlDemoMobile: nullable(Str),
    launchUrls: Schema.Array(LaunchUrlEntrySchema),
  }),
);

export const WebMessageSchema = exactly<WebMessage>()(
  Schema.Struct({
    id: Str,
    start: Str,
    end: optionalNullable(Str),
    priority: Num,
    title: Str,
    text: Str,
  }),
);

export const PersonalisedGamesSchema = exactly<PersonalisedGames>()(Schema.Struct({ recommendations: Strings, duration: Num }));

export const StoredPersonalisedGamesSchema = exactly<StoredPersonalisedGames>()(Schema.Struct({ recommendations: Strings, duration: Num, storedAt: Num }));

export const SearchConfigSchema = exactly<SearchConfig>()(
  Schema.Struct({
    searchResultIncludes: Schema.optional(Schema.Array(Schema.Literals(['categories', 'providers', 'collections']))),
    recommendCategory: optionalNullable(Str),
  }),
);

export const GlobalSettingsSchema = exactly<GlobalSettings>()(
  Schema.Struct({
    enabledFilters: Strings,
    enabledFiltersLive: Strings,
    currency: Schema.Struct({ code: Str, iso: Str }),
    langCookieDomain: nullable(Str),
    search: SearchConfigSchema,
    searchLive: SearchConfigSchema,
    searchPopularProviders: Strings,
    gameDetailsVisibility: Strings,
    bannerOsList: Strings,
  }),
);

export const FeatureTogglesSchema = exactly<FeatureToggles>()(Schema.Struct({ featureToggle: Strings }));

export const BuildInfoSchema = exactly<BuildInfo>()(Schema.Struct({ id: Str }));
