// The live lobby in real time, against the demo platform's hub: the live pages connect once the
// browser runtime runs (a visitor's first interaction starts it) and show each table's state over its tile (open or closed, free seats of all, dealer, language
// with its flag, the dynamic image) exactly as the platform holds it; a seat change shows within
// 2 s; after a dropped connection or a stopped hub the page resyncs from the fresh `init`; a
// malformed message changes nothing; an unreachable hub says errors.failed-to-connect-to-live-feed
// and the page still works; leaving the live pages closes the socket. The platform's feed is frozen
// (its timer stopped) while a test makes its own changes with the feed's `tick`, so the page can be
// compared with the platform's tables exactly; the switches under /__test/realtime drive the hub.
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveTable, LiveTableUpdate } from '@casino/core';
import { LiveLobbyModel, type LiveLocale, type LiveTileSeen } from './models/live-lobby.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(LiveLobbyModel);
const [DESKTOP, PHONE] = VIEWPORTS;

const platform = () => smoke.servers.platform;
const feed = () => platform().realtime.feed;
const hubClients = () => platform().realtime.hub.clients().length;
const realtimeSwitch = async (path: string, body?: unknown) => {
  const response = await fetch(`${platform().origin}/__test/realtime/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(response.status).toBe(200);
};
/** The platform's tables as its switch answers them. */
const platformTables = async (): Promise<readonly LiveTable[]> => (await fetch(`${platform().origin}/__test/realtime/tables`)).json() as Promise<LiveTable[]>;

afterEach(async () => {
  feed().start();
  platform().realtime.hub.start();
  await realtimeSwitch('faults', {});
});

const WORDS = {
  cs: { open: 'Otevřeno', closed: 'Zavřeno', dealer: 'Krupiér: ', of: 'z', hubError: 'Nepodařilo se připojit k živým stolům.', retry: 'Zkusit znovu' },
  en: { open: 'Open', closed: 'Closed', dealer: 'Dealer: ', of: 'of' },
} as const;

const capitalised = (name: string, locale: LiveLocale) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);

/** What a tile must show of a table, in the page's words. */
const expectedTile = (table: LiveTable, locale: LiveLocale) => {
  const words = WORDS[locale];
  const open = table.Status === 'online';
  const seats = Object.values(table.SeatsAvailability);
  const free = seats.filter((taken) => !taken).length;
  const lines: string[] = [];
  if (open && seats.length > 0) lines.push(`${free} … ${words.of} ${seats.length}`);
  if (table.Dealer) lines.push(`${words.dealer}${table.Dealer.DealerName}`);
  return {
    state: open ? 'open' : 'closed',
    status: open ? words.open : words.closed,
    lines,
    language: capitalised(new Intl.DisplayNames([locale], { type: 'language' }).of(table.Language) ?? table.Language, locale),
    flag: ['ar', 'en', 'nl', 'ro', 'el', 'tr', 'pt-br'].includes(table.Language),
  };
};

/** A seen tile in the same shape (the seats line's plural word left out: its number and total are what change). */
const seenTile = (tile: LiveTileSeen) => ({
  state: tile.state,
  status: tile.status,
  lines: tile.lines.map((line) => line.replace(/^(\d+) .* (z|of) (\d+)$/, '$1 … $2 $3')),
  language: tile.language,
  flag: tile.flagSrc !== null,
});

/** Every live tile on the page shows its table as the platform holds it now. */
const seePlatformTables = async (I: LiveLobbyModel, locale: LiveLocale) => {
  await expect
    .poll(async () => {
      const tables = new Map((await platformTables()).map((table) => [table.ImsGameCode, table]));
      const tiles = await I.liveTiles();
      return tiles.length > 0 && tiles.every((tile) => JSON.stringify(seenTile(tile)) === JSON.stringify(expectedTile(tables.get(tile.code)!, locale)));
    })
    .toBe(true);
};

/** Ticks the frozen feed until it changes the seats of a table on the page; the change. */
const seatChangeOnPage = async (I: LiveLobbyModel): Promise<LiveTableUpdate> => {
  const shown = new Set((await I.liveTiles()).filter((tile) => tile.state === 'open').map((tile) => tile.code));
  for (let tries = 0; tries < 2_000; tries += 1) {
    const update = feed().tick();
    if (update?.SeatsAvailability && shown.has(update.ImsGameCode)) return update;
  }
  throw new Error('the feed changed no seat of a table on the page');
};

/** The page's problems, past the browser's own lines about the requests a stopped hub refused (503). */
const besidesStoppedHub = (problems: readonly { readonly text: string }[]) =>
  problems.map((problem) => problem.text).filter((text) => !/status of 503|negotiat|Failed to start the connection|Server is stopping/i.test(text));

const freeSeatsOf = (update: LiveTableUpdate) => Object.values(update.SeatsAvailability ?? {}).filter((taken) => !taken).length;
const seatsLineOf = async (I: LiveLobbyModel, code: string) => (await I.liveTiles()).find((tile) => tile.code === code)?.lines[0] ?? '';

describe('the live lobby in real time', () => {
  it('desktop, cs: the tables over their tiles, a seat change within 2 s, resync after a drop and a stopped hub, a malformed message, and leaving closes the socket', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      await I.openLiveLobby('cs');
      // Loaded and left alone, the page has made no connection yet; the visitor's first move starts it.
      expect(hubClients()).toBe(0);
      await I.waitForRuntime();
      await I.waitForLiveTables();
      expect(hubClients()).toBe(1);
      feed().stop();
      await seePlatformTables(I, 'cs');
      const tiles = await I.liveTiles();
      // Open and closed said in words, seats of all, dealers, the seven flags, the dynamic images.
      expect(tiles.some((tile) => tile.state === 'open')).toBe(true);
      expect(tiles.some((tile) => tile.lines.some((line) => / volná? míst|volné místo|volných míst/.test(line)))).toBe(true);
      expect(tiles.some((tile) => tile.flagSrc?.includes('/assets/flag-'))).toBe(true);
      expect(tiles.some((tile) => tile.imageSrc.includes('/assets/live-table-'))).toBe(true);
      const named = tiles.find((tile) => tile.lines.length === 2)!;
      // A screen reader hears the state in words with the game: status, language, seats, dealer, name.
      expect(await I.tileName(named.code)).toContain([named.status, named.language, ...named.lines, named.name].join(' '));
      await I.screenshot(`${SCREENSHOTS}live-lobby-feed-cs-desktop.png`);
      expect(await I.accessibilityViolations()).toEqual([]);

      // A live game's details over the page: its dealer in the table and its table's still, from the page's feed.
      const namedTable = (await platformTables()).find((table) => table.ImsGameCode === named.code);
      await I.openTileByKeyboard(named.code);
      await expect.poll(async () => (await I.details()).facts['Krupiér']).toBe(namedTable?.Dealer?.DealerName);
      const details = await I.details();
      expect(details.facts['Max. výhra']).toBeUndefined();
      if (namedTable?.DynamicImageUrl) expect(details.imageSrc).toContain(namedTable.DynamicImageUrl);
      await I.page.keyboard.press('Escape');
      await I.page.locator('dialog.casino-details-dialog').waitFor({ state: 'detached' });

      // A seat change on the hub shows within 2 s.
      const change = await seatChangeOnPage(I);
      await expect.poll(() => seatsLineOf(I, change.ImsGameCode), { timeout: 2_000, interval: 100 }).toMatch(new RegExp(`^${freeSeatsOf(change)} `));

      // Malformed messages (payloads the schema refuses, broken JSON) change nothing and break nothing.
      const shownBefore = (await I.liveTiles()).length;
      await realtimeSwitch('faults', { corruptNext: 2, corruptKind: 'payload' });
      feed().tick();
      feed().tick();
      await realtimeSwitch('faults', { corruptNext: 1, corruptKind: 'json' });
      feed().tick();
      await realtimeSwitch('faults', {});
      // The hub sends each corrupted frame in front of the true one: the page skips the first and applies the second.
      await seePlatformTables(I, 'cs');
      expect((await I.liveTiles()).length).toBe(shownBefore);
      const afterCorrupt = await seatChangeOnPage(I);
      await expect
        .poll(() => seatsLineOf(I, afterCorrupt.ImsGameCode), { timeout: 2_000, interval: 100 })
        .toMatch(new RegExp(`^${freeSeatsOf(afterCorrupt)} `));

      // Every connection drops: the client reconnects at once, and a change made meanwhile arrives
      // (by the fresh init if it came before the reconnect, as an update if after).
      await realtimeSwitch('drop');
      const duringDrop = await seatChangeOnPage(I);
      await expect.poll(hubClients).toBe(1);
      await expect.poll(() => seatsLineOf(I, duringDrop.ImsGameCode)).toMatch(new RegExp(`^${freeSeatsOf(duringDrop)} `));
      await seePlatformTables(I, 'cs');
      // The hub stops: what changes meanwhile reaches no one, and the init after its start brings it.
      await realtimeSwitch('hub/stop');
      await expect.poll(hubClients).toBe(0);
      const missed = await seatChangeOnPage(I);
      await realtimeSwitch('hub/start');
      await expect.poll(() => seatsLineOf(I, missed.ImsGameCode), { timeout: 15_000 }).toMatch(new RegExp(`^${freeSeatsOf(missed)} `));
      await seePlatformTables(I, 'cs');

      // Another live page (a client navigation) has the feed too; leaving the live pages closes it.
      await I.leaveByChromeLink('Blackjack', '/kasino-zive/kategorie/live-blackjack');
      await I.waitForLiveTables();
      await seePlatformTables(I, 'cs');
      await expect.poll(hubClients).toBe(1);
      await I.leaveByChromeLink('Top výherci', '/vitezove');
      await expect.poll(hubClients, { timeout: 5_000 }).toBe(0);

      // The live game's own page, opened directly, connects the feed itself and shows the dealer;
      // its header marks the live casino, whose page it is.
      await I.open(`/hra/${named.code}`);
      await I.waitForRuntime();
      await expect.poll(async () => (await I.details('own-page')).facts['Krupiér']).toBe(namedTable?.Dealer?.DealerName);
      expect(await I.page.locator('header.casino-header [aria-current="page"]').first().textContent()).toBe('Živé kasino');
      expect(hubClients()).toBe(1);
      expect(besidesStoppedHub(problems)).toEqual([]);
    });
  });

  it('phone, en, light theme: the lobby rows (axe clean) and then the live all-games grid show the tables', async () => {
    await smoke.withPage(
      PHONE,
      async (I, problems) => {
        await I.openLiveLobby('en');
        await I.waitForRuntime();
        await I.waitForLiveTables();
        feed().stop();
        await seePlatformTables(I, 'en');
        await I.screenshot(`${SCREENSHOTS}live-lobby-feed-en-phone-light.png`);
        expect(await I.accessibilityViolations()).toEqual([]);
        await I.leaveByChromeLink('All live games', '/en/kasino-zive/vsechny-hry');
        await I.waitForLiveTables();
        await seePlatformTables(I, 'en');
        expect(hubClients()).toBe(1);
        await I.screenshot(`${SCREENSHOTS}live-all-games-feed-en-phone-light.png`);
        expect(problems.map((problem) => problem.text)).toEqual([]);
      },
      { cookies: { theme: 'light' } },
    );
  });

  it("phone, cs: the tables' words are whole on the narrow Top 10 and row tiles", async () => {
    await smoke.withPage(PHONE, async (I) => {
      await I.openLiveLobby('cs');
      await I.waitForRuntime();
      await I.waitForLiveTables();
      feed().stop();
      expect((await I.liveTiles()).length).toBeGreaterThan(10);
      expect(await I.cutLiveWords()).toEqual([]);
    });
  });

  it('phone, cs: an unreachable hub says so, the page still works, and Try again connects', async () => {
    await realtimeSwitch('hub/stop');
    await smoke.withPage(PHONE, async (I, problems) => {
      await I.openLiveLobby('cs');
      await I.waitForRuntime();
      const words = WORDS.cs;
      await I.seeSnackbar(words.hubError);
      // The catalogue's tiles are all there, without live state, and their links work.
      const tiles = await I.tiles();
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.every((tile) => tile.live === null)).toBe(true);
      await I.screenshot(`${SCREENSHOTS}live-lobby-hub-down-cs-phone.png`);
      // The hub is back: the snackbar's Try again (while it shows: 5 s) connects.
      await realtimeSwitch('hub/start');
      await I.pressSnackbarAction(words.hubError, words.retry);
      await I.waitForLiveTables();
      expect(hubClients()).toBe(1);
      await I.openTileByKeyboard(tiles[0]!.code);
      expect(besidesStoppedHub(problems)).toEqual([]);
    });
  });
});
