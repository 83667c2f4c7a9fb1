// The latest-build file (part 1 §7, part 2 §7): fetched with a timestamp query so that no cache
// answers, and a new build is one whose id differs from the running build's.
import { Clock, Context, Duration, Effect, Layer, Schedule } from 'effect';
import type { HttpClient } from 'effect/http';
import { BuildsPath, ErrorKey, type BuildInfo } from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import type { HttpCallError } from '../errors.ts';
import { makeHttpBackend } from '../http/http-backend.ts';
import { BuildInfoSchema } from '../schemas/session.ts';

export interface BuildPollerShape {
  readonly latest: () => Effect.Effect<BuildInfo, HttpCallError>;
  /** true when the server's latest build is not the running one. */
  readonly hasNewBuild: (runningId: string) => Effect.Effect<boolean, HttpCallError>;
  /**
   * Polls every `interval` until a build other than `runningId` appears and answers it. A failed
   * poll counts as "nothing new": the next one tries again.
   */
  readonly waitForNewBuild: (runningId: string, interval: Duration.Input) => Effect.Effect<BuildInfo>;
}

const make = Effect.gen(function* () {
  const http = yield* makeHttpBackend({
    baseUrl: (urls) => urls.builds,
    credentials: false,
    acceptLanguage: false,
    contentQuery: false,
  });

  const latest = Effect.fn('BuildPoller.latest')(function* () {
    const timestamp = yield* Clock.currentTimeMillis;
    return yield* http.json({ errorKey: ErrorKey.updateMessage, method: 'GET', path: BuildsPath.latest, query: { timestamp } }, BuildInfoSchema);
  });

  const hasNewBuild = Effect.fn('BuildPoller.hasNewBuild')(function* (runningId: string) {
    const build = yield* latest();
    return build.id !== runningId;
  });

  const waitForNewBuild = Effect.fn('BuildPoller.waitForNewBuild')(function* (runningId: string, interval: Duration.Input) {
    return yield* latest().pipe(
      Effect.orElseSucceed((): BuildInfo => ({ id: runningId })),
      Effect.repeat({ schedule: Schedule.spaced(interval), until: (build) => build.id !== runningId }),
    );
  });

  return { latest, hasNewBuild, waitForNewBuild } satisfies BuildPollerShape;
});

export class BuildPoller extends Context.Service<BuildPoller, BuildPollerShape>()('@casino/api-clients/BuildPoller') {
  static readonly make: Effect.Effect<BuildPollerShape, never, ApiConfig | HttpClient.HttpClient> = make;
  static readonly layer: Layer.Layer<BuildPoller, never, ApiConfig | HttpClient.HttpClient> = Layer.effect(BuildPoller, make);
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<BuildPollerShape>): Layer.Layer<BuildPoller> => Layer.mock(BuildPoller, methods);
}
