// The service's lists as the browser fetches them, against the demo platform: the answer decodes and
// gives a visitor's rows their games (not "because you played"); a malformed answer is the client's
// error with errors.failed-to-fetch-special-categories, told once for every row asking at the time,
// and the next ask fetches again; the rows of one page visit share one fetch, a new visit (a route
// change) fetches again.
import { describe, expect, it } from 'vitest';
import { BasePath, ContentApiPath, ErrorKey } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { openBrowser, useDemoPlatform } from '../../runtime/testing/runtime-harness.ts';
import { loadServiceCategories } from './service-categories.ts';
import { serviceListCodes } from './service-lists.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

describe('the service lists from the demo platform', () => {
  it('decode, and a visitor’s rows get every list but the player’s', async () => {
    const browser = await openBrowser(platform);
    const answer = await loadServiceCategories(browser.runtime, false, 'visit', () => expect.unreachable());
    for (const source of ['PopularPggService', 'TrendingPggService', 'RecommendedPggService'] as const)
      expect(serviceListCodes(answer, source, false).length).toBeGreaterThan(0);
    expect(serviceListCodes(answer, 'BecauseYouPlayedPggService', false)).toEqual([]);
  });

  it('a malformed answer fails with the spec’s key, told once for the rows asking; the next ask fetches again', async () => {
    const browser = await openBrowser(platform, { locale: 'en' });
    platform.faults.add({ path: BasePath.contentApi + ContentApiPath.personalisedCategories, malformed: true, times: 1 });
    const told: unknown[] = [];
    const rows = [1, 2, 3].map(() => loadServiceCategories(browser.runtime, false, 'visit', (error) => told.push(error)).catch((error: unknown) => error));
    const errors = await Promise.all(rows);
    expect(errors.map((error) => (error as { errorKey?: string }).errorKey)).toEqual(Array(3).fill(ErrorKey.failedToFetchSpecialCategories));
    expect(told).toHaveLength(1);
    const again = await loadServiceCategories(browser.runtime, false, 'visit', (error) => told.push(error));
    expect(serviceListCodes(again, 'PopularPggService', false).length).toBeGreaterThan(0);
    expect(told).toHaveLength(1);
  });

  it('one fetch per page visit for all its rows, again on the next visit', async () => {
    const browser = await openBrowser(platform);
    const path = BasePath.contentApi + ContentApiPath.personalisedCategories;
    platform.requests.clear();
    const first = await Promise.all([1, 2, 3].map(() => loadServiceCategories(browser.runtime, false, 'first-visit', () => expect.unreachable())));
    expect(platform.requests.count('GET', path)).toBe(1);
    expect(first[1]).toBe(first[0]);
    const next = await loadServiceCategories(browser.runtime, false, 'second-visit', () => expect.unreachable());
    expect(platform.requests.count('GET', path)).toBe(2);
    expect(next).not.toBe(first[0]);
  });
});
