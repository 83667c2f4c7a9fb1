// The operator's addresses the portal's chrome links to by default (registration, poker, sport, lotto,
// support) answer a page of their own, not a 404 (issue 21, finding 7), in the browser's language.
// That the portal links exactly these is for its link walk (apps/portal/e2e/link-walk.e2e.ts).
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
    ['/registrace', 'Registrace', 'Registration'],
    ['/poker', 'Poker', 'Poker'],
    ['/sport', 'Kurzové sázky', 'Sports betting'],
    ['/sport/loterie', 'Loterie', 'Lotto'],
    ['/podpora', 'Zákaznická podpora', 'Customer support'],
    ['/responsible-gaming', 'Zodpovědné hraní', 'Responsible gaming'],
  ])('%s answers a page titled %s, or %s in an English browser', async (path, czech, english) => {
    const response = await fetch(`${platform.origin}${path}`, { headers: { 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('vary')).toBe('Accept-Language');
    const inCzech = await response.text();
    expect(inCzech).toContain(`<html lang="cs">`);
    expect(inCzech).toContain(`<h1>${czech}</h1>`);
    const inEnglish = await (await fetch(`${platform.origin}${path}`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } })).text();
    expect(inEnglish).toContain(`<html lang="en">`);
    expect(inEnglish).toContain(`<h1>${english}</h1>`);
    // Czech when the browser names neither language, English when the link asks for it.
    expect(await (await fetch(`${platform.origin}${path}`, { headers: { 'accept-language': 'de' } })).text()).toContain(`<h1>${czech}</h1>`);
    expect(await (await fetch(`${platform.origin}${path}?lang=en`, { headers: { 'accept-language': 'cs' } })).text()).toContain(`<h1>${english}</h1>`);
  });
});
