// No Czech words painted in images on /en (issue 21): every image of the demo world with words in it
// (promotion art, banners, video posters, og images, icons) has English art, and the English pages
// show that art, in the page and in its head, never the Czech one. Nor Czech words in a game's
// details (its description, special features and labels) or a jackpot's level names. Read from the
// server's HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paintedImages } from '@casino/demo-data';
import { startSmokeServers, type SmokeServers } from './support/servers.ts';

let servers: SmokeServers;
beforeAll(async () => {
  servers = await startSmokeServers();
});
afterAll(() => servers?.close());

const ENGLISH_PAGES = ['/en', '/en/kasino-zive', '/en/promo-bonusy', '/en/tournaments', '/en/zanr', '/en/vyrobci', '/en/jackpoty', '/en/kategorie/top-10'];

/** The asset ids an HTML names (content API asset addresses, in attributes and in the head). */
const assetIdsOf = (html: string): Set<string> => new Set([...html.matchAll(/\/assets\/([^/?"&\s]+)/g)].map((found) => decodeURIComponent(found[1] ?? '')));

describe('an English page (issue 21)', () => {
  it('shows the English art of every image with words painted in, never the Czech', { timeout: 120_000 }, async () => {
    const { world } = servers.platform;
    const painted = paintedImages(world);
    const czech = new Set(painted.map((entry) => entry.image));
    const english = new Set(painted.map((entry) => world.english[entry.image] ?? ''));
    const found: string[] = [];
    let englishSeen = 0;
    for (const path of ENGLISH_PAGES) {
      const response = await fetch(`${servers.portal.origin}${path}`);
      expect(response.status, path).toBe(200);
      for (const id of assetIdsOf(await response.text())) {
        if (czech.has(id)) found.push(`${path}: ${id}`);
        if (english.has(id)) englishSeen += 1;
      }
    }
    expect(found).toEqual([]);
    // The pages do show painted images (banners, promotion art, posters, icons, og images).
    expect(englishSeen).toBeGreaterThan(10);
  });

  it("shows a game's details and a jackpot's levels in English", async () => {
    const { world } = servers.platform;
    const inEnglish = (czech: string) => world.english[czech] ?? czech;
    const info = world.gameInfo['book-of-dead'];
    if (info === undefined || info.description === null) throw new Error('the demo world has Book of Dead with a description');
    const words = [...info.specialFeatures, ...info.labels.map((label) => label.title)];
    const game = await (await fetch(`${servers.portal.origin}/en/hra/book-of-dead`)).text();
    for (const html of [game, await (await fetch(`${servers.portal.origin}/hra/book-of-dead`)).text()]) {
      const english = html === game;
      expect(html.includes(english ? inEnglish(info.description) : info.description), `description, ${english ? 'en' : 'cs'}`).toBe(true);
      for (const word of words) expect(html.includes(`>${english ? inEnglish(word) : word}<`), `${word}, ${english ? 'en' : 'cs'}`).toBe(true);
    }
    expect(words.filter((word) => inEnglish(word) !== word && game.includes(`>${word}<`))).toEqual([]);

    const jackpot = world.jackpots[0]!;
    const page = await (await fetch(`${servers.portal.origin}/en/jackpoty/${jackpot.slug}`)).text();
    const levels = jackpot.jackpotLevels.map((level) => level.name);
    expect(levels.filter((name) => !page.includes(`>${inEnglish(name)}<`))).toEqual([]);
    expect(levels.filter((name) => inEnglish(name) !== name && page.includes(`>${name}<`))).toEqual([]);
  });
});
