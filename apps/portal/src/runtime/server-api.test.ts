// The server's one API runtime against the demo platform: requests in different languages and
// modes, at the same time, each call with its own request's locale and content status (also when a
// shared content answer is loaded for it), and a request's signal stops only its own calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Effect } from 'effect';
import { ContentApi, LocalApi } from '@casino/api-clients';
import { BasePath, ContentApiPath, LocalApiPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { CallsStopped } from './calls-stopped.ts';
import { demoPortalConfig } from './portal-config.ts';
import { createServerApi, type ServerApi } from './server-api.ts';
import { createSharedContent } from './shared-content.ts';

let platform: DemoPlatform;
let api: ServerApi;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: 11, size: 120 });
  api = createServerApi(demoPortalConfig(platform.origin), createSharedContent({ ttlMs: 60_000 }));
}, 60_000);
afterAll(async () => {
  await api?.dispose();
  await platform?.close();
});

const categories = Effect.gen(function* () {
  const local = yield* LocalApi;
  return yield* local.categories();
});
const providers = Effect.gen(function* () {
  const content = yield* ContentApi;
  return yield* content.providers();
});
const queriesOf = (path: string) =>
  platform.requests
    .all()
    .filter((request) => request.path === path)
    .map((request) => request.query);

describe('the server API', () => {
  it('gives each request its own locale and content status, on one runtime and with shared answers', async () => {
    const pages = [
      { locale: 'cs', preview: false },
      { locale: 'en', preview: false },
      { locale: 'en', preview: true },
      { locale: 'cs', preview: true },
    ] as const;
    const answers = await Promise.all(pages.map((page) => api.run(Effect.all([categories, providers], { concurrency: 'unbounded' }), page)));
    for (const path of [BasePath.localApi + LocalApiPath.categories, BasePath.contentApi + ContentApiPath.providers]) {
      const seen = queriesOf(path).map((query) => `${query['locale']}|${query['status']}`);
      expect(new Set(seen)).toEqual(new Set(['cs|Published', 'en|Published', 'en|Draft', 'cs|Draft']));
    }
    // English categories differ from the Czech ones: each request got its own language's answer.
    expect(answers[0]![0].map((category) => category.title)).not.toEqual(answers[1]![0].map((category) => category.title));
    // A second round comes from the shared answers: no new calls.
    const before = queriesOf(BasePath.contentApi + ContentApiPath.providers).length;
    await Promise.all(pages.map((page) => api.run(providers, page)));
    expect(queriesOf(BasePath.contentApi + ContentApiPath.providers).length).toBe(before);
  });

  it('stops a request whose signal aborts, and only that one', async () => {
    const aborted = new AbortController();
    aborted.abort();
    const seo = Effect.gen(function* () {
      const local = yield* LocalApi;
      return yield* local.layouts();
    });
    const [stopped, served] = await Promise.allSettled([
      api.run(seo, { locale: 'cs', preview: false, signal: aborted.signal }),
      api.run(seo, { locale: 'cs', preview: false }),
    ]);
    expect(stopped.status === 'rejected' && stopped.reason).toBeInstanceOf(CallsStopped);
    expect(served.status).toBe('fulfilled');
  });
});
