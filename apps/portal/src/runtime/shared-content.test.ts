// The server's shared content answers: one load serves every request within the lifetime, requests
// during a load wait for it, a failure is never served again, and keys stay apart; the answers that
// move are shared for a few seconds only.
import fc from 'fast-check';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { BasePath, ContentApiPath, FrontendApiPath, LocalApiPath } from '@casino/core';
import { ContentApi, LiveWinners, LocalApi, Settings } from '@casino/api-clients';
import type { DemoPlatform } from '@casino/demo-platform';
import { createMemoryEnvironment } from './environment/memory-environment.ts';
import { demoPortalConfig } from './portal-config.ts';
import { createPortalRuntime } from './portal-runtime.ts';
import { createSharedContent, MOVING_ANSWER_TTL_MS } from './shared-content.ts';
import { useDemoPlatform } from './testing/runtime-harness.ts';

const counted = () => {
  let loads = 0;
  return { load: Effect.sync(() => (loads += 1)), loads: () => loads };
};

describe('shared content', () => {
  it('loads once per lifetime (the default, or the call’s own when shorter), whatever the pattern of requests', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 25_000 }), { minLength: 1, maxLength: 40 }),
        fc.option(fc.integer({ min: 1, max: 40_000 }), { nil: undefined }),
        async (gaps, ownTtl) => {
          let now = 0;
          const shared = createSharedContent({ ttlMs: 30_000, clock: () => now });
          const lifetime = Math.min(ownTtl ?? 30_000, 30_000);
          const source = counted();
          let lastLoadAt = -Infinity;
          let expected = 0;
          for (const gap of gaps) {
            now += gap;
            if (now >= lastLoadAt + lifetime) {
              expected += 1;
              lastLoadAt = now;
            }
            await Effect.runPromise(shared.share('games|cs', source.load, ownTtl));
          }
          return source.loads() === expected;
        },
      ),
    );
  });

  it('makes requests that come during a load wait for it', async () => {
    const shared = createSharedContent({ ttlMs: 30_000 });
    let loads = 0;
    const slow = Effect.promise(() => new Promise<number>((resolve) => setTimeout(() => resolve((loads += 1)), 20)));
    const answers = await Promise.all(Array.from({ length: 10 }, () => Effect.runPromise(shared.share('games|cs', slow))));
    expect(loads).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
  });

  it('never serves a failure again, and keeps keys apart', async () => {
    const shared = createSharedContent({ ttlMs: 30_000 });
    let calls = 0;
    const flaky = Effect.suspend(() => ((calls += 1), calls === 1 ? Effect.fail('down' as const) : Effect.succeed(calls)));
    expect(await Effect.runPromise(Effect.result(shared.share('games|cs', flaky)))).toMatchObject({ _tag: 'Failure' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await Effect.runPromise(shared.share('games|cs', flaky))).toBe(2);
    expect(await Effect.runPromise(shared.share('games|en', flaky))).toBe(3);
    expect(await Effect.runPromise(shared.share('games|cs', flaky))).toBe(2);
  });
});

describe('requests of one server', () => {
  let platform: DemoPlatform;
  useDemoPlatform((started) => (platform = started));

  it('share the catalogue, the layouts, the settings, seo records, and for a few seconds the jackpots and winners, per language', async () => {
    let now = 0;
    const shared = createSharedContent({ ttlMs: 30_000, clock: () => now });
    const seoId = Object.keys(platform.world.seo)[0]!;
    const request = async (locale: 'cs' | 'en') => {
      const runtime = createPortalRuntime({
        config: demoPortalConfig(platform.origin),
        environment: createMemoryEnvironment({ origin: 'http://portal.test' }),
        locale,
        sharedContent: shared,
      });
      try {
        return await runtime.api.run(
          Effect.all([
            ContentApi.use((api) => api.games()),
            LocalApi.use((api) => api.layouts()),
            ContentApi.use((api) => api.jackpots()),
            Settings.use((api) => api.globalSettings()),
            LocalApi.use((api) => api.seo(seoId)),
            LiveWinners.use((api) => api.liveWinners('CZ', [])),
          ]),
        );
      } finally {
        await runtime.dispose();
      }
    };
    platform.requests.clear();
    const [first] = await Promise.all([request('cs'), request('cs'), request('cs')]);
    await request('en');
    expect(first[0].length).toBeGreaterThan(0);
    expect(platform.requests.count('GET', BasePath.contentApi + ContentApiPath.games)).toBe(2);
    expect(platform.requests.count('GET', BasePath.localApi + LocalApiPath.layouts)).toBe(2);
    expect(platform.requests.count('GET', BasePath.localApi + LocalApiPath.globalSettings)).toBe(2);
    expect(platform.requests.count('GET', BasePath.contentApi + ContentApiPath.jackpots)).toBe(2);
    expect(platform.requests.all().filter((call) => call.path.startsWith(BasePath.localApi + '/seo')).length).toBe(2);
    expect(platform.requests.all().filter((call) => call.path === FrontendApiPath.liveWinners || call.path.endsWith(FrontendApiPath.liveWinners)).length).toBe(
      2,
    );
    // Past their few seconds, the moving answers are asked again; the rest is still shared.
    now += MOVING_ANSWER_TTL_MS;
    await request('cs');
    expect(platform.requests.count('GET', BasePath.contentApi + ContentApiPath.jackpots)).toBe(3);
    expect(platform.requests.all().filter((call) => call.path === FrontendApiPath.liveWinners || call.path.endsWith(FrontendApiPath.liveWinners)).length).toBe(
      3,
    );
    expect(platform.requests.count('GET', BasePath.contentApi + ContentApiPath.games)).toBe(2);
    expect(platform.requests.all().filter((call) => call.path.startsWith(BasePath.localApi + '/seo')).length).toBe(2);
  });
});
