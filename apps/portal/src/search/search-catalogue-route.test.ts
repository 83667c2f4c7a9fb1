// The search panel's catalogue route against the demo platform: a page under /preview searches the
// drafts, as the page itself shows them (and the answer is never kept by a shared cache); any other
// page searches the published content; the browser asks the address of its page's language and
// preview mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, ContentApiPath, LocalApiPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { loader } from '../routes/search/search-catalogue-route.ts';
import type { Route } from '../routes/search/+types/search-catalogue-route.ts';
import { routerContextFor } from '../request-context.testing.ts';
import { demoPortalConfig } from '../runtime/portal-config.ts';
import { searchCatalogueAddress } from '../runtime/search-catalogue-path.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: 13, size: 300 });
}, 60_000);
afterAll(() => platform?.close());

/** The route's answer for an address of the portal, and the content status of each call it made. */
const answerFor = async (address: string) => {
  const before = platform.requests.all().length;
  const request = new Request(`http://portal.test${address}`);
  const context = await routerContextFor(request, demoPortalConfig(platform.origin));
  const response = await loader({ request, context, params: {} } as unknown as Route.LoaderArgs);
  const calls = platform.requests.all().slice(before);
  const statusOf = (path: string) => calls.find((call) => call.path === path)?.query;
  return {
    response,
    games: statusOf(BasePath.contentApi + ContentApiPath.games),
    providers: statusOf(BasePath.contentApi + ContentApiPath.providers),
    categories: statusOf(BasePath.localApi + LocalApiPath.categories),
  };
};

describe('the search catalogue route', () => {
  it('asks for drafts under /preview, in the page’s language, and keeps them out of shared caches', async () => {
    const address = searchCatalogueAddress('casino', 'en', true);
    expect(address).toBe('/en/preview/hledani/katalog.json?lobby=casino');
    const { response, games, providers, categories } = await answerFor(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    for (const query of [games, providers, categories]) expect(query).toMatchObject({ locale: 'en', status: 'Draft' });
    expect((await response.json()).games.names.length).toBeGreaterThan(0);
  });

  it('asks for the published content anywhere else (the live lobby’s catalogue in Czech here)', async () => {
    const address = searchCatalogueAddress('live', 'cs', false);
    expect(address).toBe('/hledani/katalog.json?lobby=live');
    const { response, games, providers, categories } = await answerFor(address);
    expect(response.headers.get('Cache-Control')).toMatch(/^public/);
    for (const query of [games, providers, categories]) expect(query).toMatchObject({ locale: 'cs', status: 'Published' });
    expect((await response.json()).lobby).toBe('live');
  });
});
