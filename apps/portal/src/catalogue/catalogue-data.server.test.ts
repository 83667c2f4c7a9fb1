// The catalogue pages' data against the demo platform: items by slug, 404 for unknown slugs, the
// visitor's promotions, sanitised CMS HTML, drafts only in preview, Czech amounts, the seo records
// and the spec's error keys when a call fails.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, ContentApiPath, FrontendApiPath, jackpotSeed, LocalApiPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { demoPortalConfig } from '../runtime/portal-config.ts';
import {
  gamesNaming,
  loadCategoryPage,
  loadCollectionPage,
  loadCollectionsPage,
  loadJackpotPage,
  loadJackpotsPage,
  loadProviderPage,
  loadProvidersPage,
  type CatalogueTexts,
} from './catalogue-data.server.ts';
import {
  loadContentPage,
  loadPlayerPromotion,
  loadPlayerPromotions,
  loadPromotionPage,
  loadPromotionsPage,
  localiseCmsLinks,
  withoutLeadingTitle,
} from './content-data.server.ts';
import { loadWinnersPage } from './winners-data.server.ts';
import { CatalogueNotFound, isNotFoundAnswer, type CatalogueRequest } from './page-request.server.ts';
import { canonicalPath } from '../request-context.server.ts';
import { pageRequestFor } from '../request-context.testing.ts';
import type { Locale } from '@casino/core';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: 11, size: 300, testSwitches: true });
}, 60_000);
afterAll(() => platform?.close());
afterEach(() => platform?.faults.clear());

/** The Czech texts, as catalogue-texts.ts gives them (the macro needs the portal's build). */
const i18n: CatalogueTexts = {
  gameCount: (count) => `Počet her: ${count}`,
  providersTitle: 'Výrobci her',
  providersDescription: 'Všichni výrobci',
  providerDescription: (name) => `Hry od výrobce ${name}`,
  collectionsTitle: 'Žánry her',
  collectionsDescription: 'Žánry',
  otherCollections: 'Další žánry',
  collectionDescription: (title) => `Hry žánru ${title}.`,
  categoryDescription: (title) => `Hry kategorie ${title}.`,
  promotionsTitle: 'Akce a bonusy',
  promotionsDescription: 'Akce',
  tournamentsTitle: 'Turnaje',
  tournamentsDescription: 'Turnaje',
  jackpotsTitle: 'Jackpoty',
  jackpotsDescription: 'Jackpoty',
  jackpotDescription: (title, level, amount) => `${title} ${level} ${amount}`,
  winnersTitle: (kind) => kind,
  winnersDescription: (kind) => kind,
};

interface RequestOptions {
  readonly locale?: Locale;
  readonly preview?: boolean;
  readonly params?: Readonly<Record<string, string>>;
}

/** The request context of a page (/vyrobci) in that language and mode, as the root's middleware makes it. */
const request = async ({ locale = 'cs', preview = false, params = {} }: RequestOptions = {}): Promise<CatalogueRequest> => {
  const path = `${locale === 'en' ? '/en' : ''}${preview ? '/preview' : ''}/vyrobci`;
  return { ...(await pageRequestFor(`http://portal.test${path}`, demoPortalConfig(platform.origin))), params };
};

describe('providers', () => {
  it('lists every provider with both logos and the layout seo record', async () => {
    const page = await loadProvidersPage(await request(), i18n);
    expect(page.providers).toHaveLength(platform.world.providers.length);
    expect(page.providers[0]!.logos.light.src).toMatch(/logo-light\?format=webp&width=320&height=120/);
    expect(page.providers[0]!.logos.dark.src).toMatch(/logo-dark/);
    expect(page.seo.title).toBe('Výrobci her | Kasino Demo');
    expect(page.seo.robots).toBe('index, follow');
  });

  it('a provider has its games as tiles and its name as title; an unknown slug is not found', async () => {
    const page = await loadProviderPage(await request({ params: { slug: 'bohemia-gaming' } }), i18n);
    expect(page.title).toBe('Bohemia Gaming');
    expect(page.tiles.length).toBeGreaterThan(10);
    expect(page.tiles[0]).toMatchObject({ width: 300, height: 400, provider: 'Bohemia Gaming' });
    await expect(loadProviderPage(await request({ params: { slug: 'nikdo' } }), i18n)).rejects.toBeInstanceOf(CatalogueNotFound);
  });

  it('a failed call carries the spec error key', async () => {
    platform.faults.add({ path: BasePath.contentApi + ContentApiPath.providers, status: 503 });
    await expect(loadProvidersPage(await request(), i18n)).rejects.toMatchObject({ errorKey: 'errors.failed-to-fetch-providers' });
  });
});

describe('genres and categories', () => {
  it('groups the genres, leaves out excluded and empty ones', async () => {
    const page = await loadCollectionsPage(await request(), i18n);
    const titles = page.sections.flatMap((section) => section.cards.map((card) => card.title));
    expect(titles).toContain('Knihy');
    expect(titles).not.toContain('Ovoce');
    for (const card of page.sections.flatMap((section) => section.cards)) expect(card.detail).not.toBe('Počet her: 0');
  });

  it('a genre page has its games and its seo record; unknown slug is not found', async () => {
    const page = await loadCollectionPage(await request({ params: { slug: 'knihy' } }), i18n);
    expect(page.tiles.map((tile) => tile.name)).toContain('Book of Dead');
    expect(page.seo.title).toMatch(/Knihy/);
    await expect(loadCollectionPage(await request({ params: { slug: 'nic' } }), i18n)).rejects.toBeInstanceOf(CatalogueNotFound);
  });

  it('a Top 10 category is cut to ten; a live category is not a casino category', async () => {
    const page = await loadCategoryPage(await request({ params: { slug: 'top-10' } }), i18n);
    expect(page.tiles).toHaveLength(10);
    await expect(loadCategoryPage(await request({ params: { slug: 'live-ruleta' } }), i18n)).rejects.toBeInstanceOf(CatalogueNotFound);
  });
});

describe('promotions and content pages', () => {
  it('a visitor sees no logged-in-only promotions and no drafts; preview shows drafts', async () => {
    const visible = (await loadPromotionsPage(await request(), i18n)).promotions.map((promotion) => promotion.title);
    expect(visible).toContain('Uvítací bonus 100 %');
    expect(visible).not.toContain('Páteční free spiny');
    expect(visible).not.toContain('Blackjacková výzva');
    const preview = await loadPromotionsPage(await request({ preview: true }), i18n);
    expect(preview.promotions.find((promotion) => promotion.title === 'Blackjacková výzva')?.draft).toBe(true);
    expect(preview.promotions.map((promotion) => promotion.title)).not.toContain('VIP víkend');
    expect(preview.promotions[0]!.href.startsWith('/preview/promo-bonusy/')).toBe(true);
  });

  it('a logged-in-only promotion is a page for players with nothing of its own, its article only on the players’ route; an unknown one answers 404', async () => {
    const page = await loadPromotionPage(await request({ params: { slug: 'patecni-free-spiny' } }), 'Pro hráče');
    expect(page).toMatchObject({ audience: 'players', slug: 'patecni-free-spiny', backHref: '/promo-bonusy' });
    expect(JSON.stringify(page)).not.toContain('Páteční free spiny');
    expect(page.seo.title).toContain('Pro hráče');
    const article = await loadPlayerPromotion(await request({ params: { slug: 'patecni-free-spiny' } }));
    expect(article.title).toBe('Páteční free spiny');
    // A promotion for visitors only is none of a player's.
    const guests = await loadPlayerPromotion(await request({ params: { slug: 'uvitaci-bonus' } })).catch((error: unknown) => error);
    expect(guests).toBeInstanceOf(CatalogueNotFound);
    // Its own page is drawn for a visitor, marked so that a logged-in player is told it is not theirs.
    expect(await loadPromotionPage(await request({ params: { slug: 'uvitaci-bonus' } }), 'Pro hráče')).toMatchObject({ audience: 'all', visitorsOnly: true });
    expect(await loadPromotionPage(await request({ params: { slug: 'cashback-10' } }), 'Pro hráče')).toMatchObject({ audience: 'all', visitorsOnly: false });
    const unknown = await loadPromotionPage(await request({ params: { slug: 'zadna' } }), 'Pro hráče').catch((error: unknown) => error);
    expect(isNotFoundAnswer(unknown)).toBe(true);
    // The players' list: exactly what the visitor's list left out for players, sanitised, linking to their pages.
    const visitors = await loadPromotionsPage(await request(), i18n);
    const players = await loadPlayerPromotions(await request());
    expect(players.promotions.map((each) => each.title)).toContain('Páteční free spiny');
    expect(players.promotions.map((each) => each.title)).not.toContain('Uvítací bonus 100 %');
    expect(players.promotions.filter((each) => visitors.promotions.some((shown) => shown.id === each.id))).toEqual([]);
    expect(players.promotions.find((each) => each.title === 'Páteční free spiny')?.href).toBe('/promo-bonusy/patecni-free-spiny');
  });

  it('content pages come sanitised, their title as the header; drafts only in preview', async () => {
    const page = await loadContentPage(await request({ params: { slug: 'jak-hrat-ruletu' } }), i18n);
    expect(page.title).toBe('Jak hrát ruletu');
    expect(page.html).not.toMatch(/<h1>/);
    expect(page.html).toMatch(/<a href="\/kasino-zive\/kategorie\/live-ruleta">/);
    expect(page.seo.title).toMatch(/.+/);
    const draft = await loadContentPage(await request({ params: { slug: 'vip-program' } }), i18n).catch((error: unknown) => error);
    expect(isNotFoundAnswer(draft)).toBe(true);
    expect((await loadContentPage(await request({ preview: true, params: { slug: 'vip-program' } }), i18n)).draft).toBe(true);
    const call = platform.requests.all().findLast((each) => each.path === BasePath.localApi + LocalApiPath.contentPage('vip-program'));
    expect(call?.query).toMatchObject({ status: 'Draft' });
  });

  it('site links in CMS HTML follow the language and the preview; external ones stay', () => {
    const html = '<a href="/kasino-zive/kategorie/live-ruleta">a</a><a href="https://x.test/a" target="_blank">b</a><a href="/en/vyrobci">c</a>';
    expect(localiseCmsLinks(html, { locale: 'cs', preview: false })).toBe(html);
    expect(localiseCmsLinks(html, { locale: 'en', preview: true })).toBe(
      '<a href="/en/preview/kasino-zive/kategorie/live-ruleta">a</a><a href="https://x.test/a" target="_blank">b</a><a href="/en/preview/vyrobci">c</a>',
    );
    expect(localiseCmsLinks('<a href="//evil.test/x">d</a>', { locale: 'en', preview: true })).toBe('<a href="//evil.test/x">d</a>');
  });

  it('the leading title goes, nothing else', () => {
    expect(withoutLeadingTitle('<article><h1>Titulek</h1><p>Text</p></article>')).toBe('<article><p>Text</p></article>');
    expect(withoutLeadingTitle('<p>A</p><h1>B</h1>')).toBe('<p>A</p><h1>B</h1>');
    expect(withoutLeadingTitle('<h1><a href="/x">B</a></h1>')).toBe('<h1><a href="/x">B</a></h1>');
  });
});

describe('jackpots and winners', () => {
  it('gives the levels top level first with what the ticker needs (currency, fetch time, seed)', async () => {
    const before = Date.now();
    const page = await loadJackpotsPage(await request({ locale: 'en' }), i18n);
    expect(page.jackpots).toHaveLength(3);
    const [first] = page.jackpots;
    expect(first!.levels[0]!.amount).toBe(Math.max(...first!.levels.map((level) => level.amount)));
    expect(first).toMatchObject({ currencyCode: 'CZK', seed: jackpotSeed(first!.id) });
    expect(first!.fetchedAt).toBeGreaterThanOrEqual(before);
    const detail = await loadJackpotPage(await request({ params: { slug: 'zlaty-poklad' } }), i18n);
    expect(detail.levels).toHaveLength(8);
    expect(detail.tiles.length).toBeGreaterThan(5);
  });

  it('the winners pages list known games only, the top wins highest first', async () => {
    const top = await loadWinnersPage(await request(), i18n, 'top');
    expect(top.winners.length).toBeGreaterThan(5);
    expect(top.winners[0]!.amount).toMatch(/Kč$/);
    expect(top.links.top).toBe('/vyhry/nejvyssi');
    const fame = await loadWinnersPage(await request({ locale: 'en', preview: true }), i18n, 'hall-of-fame');
    expect(new Set(fame.winners.map((winner) => winner.nickname)).size).toBe(fame.winners.length);
    expect(fame.links.hub).toBe('/en/preview/vitezove');
  });

  it('a failed winners feed carries errors.failed-to-fetch-live-winners', async () => {
    platform.faults.add({ path: BasePath.frontendApi + FrontendApiPath.liveWinners, status: 500 });
    await expect(loadWinnersPage(await request(), i18n, 'hub')).rejects.toMatchObject({ errorKey: 'errors.failed-to-fetch-live-winners' });
  });
});

describe('helpers', () => {
  it('the canonical path drops /preview and keeps the language', () => {
    expect(canonicalPath('/preview/vyrobci', 'cs')).toBe('/vyrobci');
    expect(canonicalPath('/en/preview/vyrobci/x', 'en')).toBe('/en/vyrobci/x');
    expect(canonicalPath('/preview', 'cs')).toBe('/');
  });

  it('games that name an item follow its own list, without repeats', () => {
    const games = [
      { gameCode: 'a', provider: 'p' },
      { gameCode: 'b', provider: 'p' },
      { gameCode: 'c', provider: 'q' },
    ] as never[];
    expect(gamesNaming(['b'], games, (game: { provider: string }) => game.provider === 'p')).toEqual(['b', 'a']);
  });
});
