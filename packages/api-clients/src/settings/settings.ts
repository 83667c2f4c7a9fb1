// Site settings (the Local API's /globalsettings) and the sportsbook CMS's web_global feature
// toggles (part 2 §7).
import { Context, Effect, Layer } from 'effect';
import type { HttpClient } from 'effect/http';
import { CmsPath, ErrorKey, LocalApiPath, type FeatureToggles, type GlobalSettings } from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import type { HttpCallError } from '../errors.ts';
import { makeHttpBackend } from '../http/http-backend.ts';
import { FeatureTogglesSchema, GlobalSettingsSchema } from '../schemas/session.ts';

export interface SettingsShape {
  readonly globalSettings: () => Effect.Effect<GlobalSettings, HttpCallError>;
  readonly featureToggles: () => Effect.Effect<FeatureToggles, HttpCallError>;
}

const make = Effect.gen(function* () {
  const localApi = yield* makeHttpBackend({
    baseUrl: (urls) => urls.localApi,
    credentials: false,
    acceptLanguage: false,
    contentQuery: true,
  });
  const cms = yield* makeHttpBackend({
    baseUrl: (urls) => urls.cms,
    credentials: false,
    acceptLanguage: false,
    contentQuery: false,
  });

  const globalSettings = Effect.fn('Settings.globalSettings')(function* () {
    return yield* localApi.json({ errorKey: ErrorKey.failedToFetchMeta, method: 'GET', path: LocalApiPath.globalSettings }, GlobalSettingsSchema);
  });

  const featureToggles = Effect.fn('Settings.featureToggles')(function* () {
    return yield* cms.json({ errorKey: ErrorKey.failedToFetchSbCmsConfig, method: 'GET', path: CmsPath.webGlobal }, FeatureTogglesSchema);
  });

  return { globalSettings, featureToggles } satisfies SettingsShape;
});

export class Settings extends Context.Service<Settings, SettingsShape>()('@casino/api-clients/Settings') {
  static readonly make: Effect.Effect<SettingsShape, never, ApiConfig | HttpClient.HttpClient> = make;
  static readonly layer: Layer.Layer<Settings, never, ApiConfig | HttpClient.HttpClient> = Layer.effect(Settings, make);
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<SettingsShape>): Layer.Layer<Settings> => Layer.mock(Settings, methods);
}
