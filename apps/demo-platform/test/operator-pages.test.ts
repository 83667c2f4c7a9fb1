// The operator's addresses the portal's chrome links to by default (registration, poker, sport, lotto,
// support) answer a page of their own, not a 404 (issue 21, finding 7). That the portal links exactly
// these is for its link walk (apps/portal/e2e/link-walk.e2e.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';
import { miniWorld } from './fixtures/mini-world.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld() });
});
afterAll(() => platform.close());

describe('operator pages', () => {
  // The portal's defaults: REGISTER_URL, POKER_URL, SPORTS_ORIGIN (and its /loterie), SUPPORT_URL.
  it.each([
    ['/registrace', 'Registration'],
    ['/poker', 'Poker'],
    ['/sport', 'Sports betting'],
    ['/sport/loterie', 'Lotto'],
    ['/podpora', 'Customer support'],
    ['/responsible-gaming', 'Responsible gaming'],
  ])('%s answers a page titled %s', async (path, title) => {
    const response = await fetch(`${platform.origin}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(`<h1>${title}</h1>`);
  });
});
