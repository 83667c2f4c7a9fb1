// The default world (seed 1, 2,000 games) as the demo platform serves it: sizes, shares, famous
// games and every field realistic. Worlds are generated once per file: generation is deterministic.
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOW, generateWorld } from './index.ts';

const world = generateWorld();
const share = (count: number) => count / world.games.length;
const countOf = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe('generateWorld: determinism', () => {
  it('gives a deep-equal world for the same options', { timeout: 60_000 }, () => {
    expect(generateWorld({ seed: 11, size: 400 })).toEqual(generateWorld({ seed: 11, size: 400 }));
    expect(generateWorld()).toEqual(world);
  });

  it('gives different worlds for different seeds', () => {
    const a = generateWorld({ seed: 1, size: 300 });
    const b = generateWorld({ seed: 2, size: 300 });
    expect(a.games.map((game) => game.name)).not.toEqual(b.games.map((game) => game.name));
  });

  it('the same seed at another size keeps the fixed parts and changes the catalogue', () => {
    const small = generateWorld({ seed: 3, size: 100 });
    const large = generateWorld({ seed: 3, size: 200 });
    expect(small.providers.map((p) => p.id)).toEqual(large.providers.map((p) => p.id));
    expect(small.collections.map((c) => c.id)).toEqual(large.collections.map((c) => c.id));
    expect(large.games).toHaveLength(200);
  });
});

describe('generateWorld: catalogue', () => {
  it('defaults to seed 1 and 2,000 games', () => {
    expect(world.seed).toBe(1);
    expect(world.size).toBe(2000);
    expect(world.games).toHaveLength(2000);
  });

  it('holds ~75% slots, ~12% live, ~8% table and ~5% crash games', () => {
    expect(share(countOf(world.games, (g) => g.type === 'Slot'))).toBeCloseTo(0.75, 2);
    expect(share(countOf(world.games, (g) => g.type === 'Live'))).toBeCloseTo(0.12, 2);
    expect(share(countOf(world.games, (g) => g.type === 'Table'))).toBeCloseTo(0.08, 2);
    expect(share(countOf(world.games, (g) => g.type === 'Crash'))).toBeCloseTo(0.05, 2);
  });

  it('names exactly one game Book of Dead, and many others start with Book of', () => {
    expect(world.games.filter((g) => g.name === 'Book of Dead').map((g) => g.gameCode)).toEqual(['book-of-dead']);
    expect(countOf(world.games, (g) => g.name.startsWith('Book of'))).toBeGreaterThan(5);
  });

  it('keeps the famous games playable in demo without a password', () => {
    for (const code of ['book-of-dead', 'gates-of-olympus', 'kral-vikingu', 'blackjack-vip-praha', 'raketa']) {
      const game = world.games.find((g) => g.gameCode === code);
      expect(game, code).toBeDefined();
      expect(game?.demoEnabled).toBe(true);
      expect(game?.requirePassword).toBe(false);
      expect(world.providerLaunch[game?.provider ?? '']?.launchUrlDemo).not.toBeNull();
    }
  });

  it('mixes Czech names with diacritics that accent folding has to find', () => {
    const accented = world.games.filter((g) => g.name !== fold(g.name) && /[čďěňřšťůžáéíóúý]/i.test(g.name));
    expect(share(accented.length)).toBeGreaterThan(0.2);
    expect(countOf(world.games, (g) => fold(g.name).includes('kral'))).toBeGreaterThan(3);
    expect(world.games.some((g) => g.name.includes('Král'))).toBe(true);
  });

  it('has unique names and codes', () => {
    expect(new Set(world.games.map((g) => g.name.toLowerCase())).size).toBe(world.games.length);
    expect(new Set(world.games.map((g) => g.gameCode)).size).toBe(world.games.length);
  });

  it('fills the optional numbers mostly, leaving a few null', () => {
    const nullRtp = countOf(world.games, (g) => g.rtp == null);
    const nullVolatility = countOf(world.games, (g) => g.volatility == null);
    const nullMaxWin = countOf(world.games, (g) => g.maxWin == null);
    for (const count of [nullRtp, nullVolatility]) {
      expect(count).toBeGreaterThan(0);
      expect(share(count)).toBeLessThan(0.08);
    }
    expect(nullMaxWin).toBeGreaterThan(0);
    expect(share(nullMaxWin)).toBeLessThan(0.35);
  });

  it('marks ~3% games password-protected and ~10% without demo', () => {
    expect(share(countOf(world.games, (g) => g.requirePassword))).toBeGreaterThan(0.01);
    expect(share(countOf(world.games, (g) => g.requirePassword))).toBeLessThan(0.06);
    expect(share(countOf(world.games, (g) => !g.demoEnabled))).toBeGreaterThan(0.06);
    expect(share(countOf(world.games, (g) => !g.demoEnabled))).toBeLessThan(0.14);
  });

  it('uses every reel count 3–7, every volatility 1–5, tiers 0–10 and promotion levels 0–5', () => {
    expect(new Set(world.games.map((g) => g.numberOfReels))).toEqual(new Set([3, 4, 5, 6, 7]));
    expect(new Set(world.games.map((g) => g.volatility).filter((v) => v != null))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(world.games.map((g) => g.commercialTier))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(new Set(world.games.map((g) => g.promotionLevel))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  it('has jackpot, gamble and bonus-feature games, and labelled ones', () => {
    for (const flag of ['jackpot', 'gamble', 'bonusGameFeature'] as const) expect(countOf(world.games, (g) => g[flag])).toBeGreaterThan(20);
    const titles = new Set(world.games.flatMap((g) => g.labels.map((label) => label.title)));
    expect(titles).toEqual(new Set(['Nové', 'Hot', 'Exkluzivní', 'Top', 'Jackpot']));
    expect(countOf(world.games, (g) => g.labels.length === 2)).toBeGreaterThan(0);
  });

  it('gives every game details, some with a video preview and some without a description', () => {
    const infos = Object.values(world.gameInfo);
    expect(infos).toHaveLength(world.games.length);
    expect(countOf(infos, (info) => info.videoPreview !== null)).toBeGreaterThan(100);
    expect(countOf(infos, (info) => info.description === null)).toBeGreaterThan(0);
    const megaways = world.games.find((g) => g.name.includes('Megaways'));
    expect(megaways && world.gameInfo[megaways.gameCode]?.specialFeatures).toContain('Megaways');
  });

  it('has 12–20 providers with light and dark logos', () => {
    expect(world.providers.length).toBeGreaterThanOrEqual(12);
    expect(world.providers.length).toBeLessThanOrEqual(20);
    for (const provider of world.providers) {
      expect(provider.logoLight).not.toBe(provider.logoDark);
      expect(provider.slug).toMatch(/^[a-z0-9-]+$/);
      expect(provider.games.length).toBeGreaterThan(0);
    }
  });
});

describe('generateWorld: live casino', () => {
  it('seats blackjack tables (7 seats) and gives roulette none', () => {
    const kindOf = (code: string) => world.games.find((g) => g.gameCode === code)?.name ?? '';
    const blackjack = world.liveTables.filter((t) => /blackjack/i.test(kindOf(t.ImsGameCode)));
    const roulette = world.liveTables.filter((t) => /rulet|roulette/i.test(kindOf(t.ImsGameCode)));
    expect(blackjack.length).toBeGreaterThan(5);
    expect(roulette.length).toBeGreaterThan(5);
    for (const table of blackjack) expect(Object.keys(table.SeatsAvailability)).toHaveLength(7);
    for (const table of roulette) expect(table.SeatsAvailability).toEqual({});
  });

  it('has mostly online tables, some full and some with free seats', () => {
    const online = world.liveTables.filter((t) => t.Status === 'online');
    expect(online.length / world.liveTables.length).toBeGreaterThan(0.75);
    expect(online.length).toBeLessThan(world.liveTables.length);
    const seated = online.filter((t) => Object.keys(t.SeatsAvailability).length > 0);
    expect(seated.some((t) => Object.values(t.SeatsAvailability).every(Boolean))).toBe(true);
    expect(seated.some((t) => Object.values(t.SeatsAvailability).some((taken) => !taken))).toBe(true);
  });

  it('speaks the flag languages plus cs and de, with dealers at live tables', () => {
    const languages = new Set(world.liveTables.map((t) => t.Language));
    for (const language of ['cs', 'en', 'de', 'ar', 'nl', 'ro', 'el', 'tr', 'pt-br']) expect(languages).toContain(language);
    const live = new Set(world.games.filter((g) => g.type === 'Live').map((g) => g.gameCode));
    for (const table of world.liveTables) if (live.has(table.ImsGameCode)) expect(table.Dealer?.DealerName).toBeTruthy();
    const groups = new Map(world.languageGroups.map((group) => [group.code, group]));
    expect(groups.get('cs')?.name).toBe('Čeština');
    expect(groups.get('ar')?.flagImg).toBeTruthy();
    expect(groups.get('cs')?.flagImg).toBeNull();
  });

  it('gives live studios channel launch URLs', () => {
    const liveProvider = world.providers.find((p) => p.games.some((code) => world.liveTables.some((t) => t.ImsGameCode === code && t.Dealer)));
    const entries = world.providerLaunch[liveProvider?.id ?? '']?.launchUrls ?? [];
    expect(entries.map((entry) => entry.type)).toEqual(expect.arrayContaining(['real', 'demo']));
    expect(entries.flatMap((entry) => entry.channels)).toEqual(expect.arrayContaining(['liveDesktop', 'liveMobile']));
  });
});

describe('generateWorld: launch, settings, content', () => {
  it('points launch templates at the demo platform’s demo game page', () => {
    const launch = Object.values(world.providerLaunch);
    expect(launch.filter((l) => l.launchUrlDemo !== null)[0]?.launchUrlDemo).toBe(
      '/demo-games/{gameCode}?mode=demo&platform={clientPlatform}&lang={languageCode}',
    );
    expect(launch[0]?.launchUrl).toBe('/demo-games/{gameCode}?mode=real&platform={clientPlatform}&lang={languageCode}&player={playerId}&token={tempToken}');
    expect(launch.filter((l) => l.launchUrlDemo === null && l.launchUrlDemoMobile === null)).toHaveLength(1);
  });

  it('has the settings the filters and search need', () => {
    expect(world.settings.enabledFilters).toEqual(['category', 'collection', 'provider', 'reel', 'betAmount', 'maxWin', 'jackpot', 'gamble', 'bonus']);
    expect(world.settings.enabledFiltersLive).toEqual(['category', 'provider', 'language', 'betAmount', 'openTable', 'availableSeat']);
    expect(world.settings.currency).toEqual({ code: 'CZK', iso: '203' });
    expect(world.settings.bannerOsList).toEqual(['android', 'ios']);
    expect(world.settings.search.searchResultIncludes).toEqual(['categories', 'providers', 'collections']);
    const recommended = world.categories.find((c) => c.id === world.settings.search.recommendCategory);
    expect(recommended?.games.length).toBeGreaterThan(0);
    expect(world.featureToggles.featureToggle.length).toBeGreaterThan(0);
    expect(world.previewPassword).toBe('preview');
  });

  it('places web messages in the past, now and the future of `now`', () => {
    const now = Date.parse(DEFAULT_NOW);
    const current = world.webMessages.filter((m) => Date.parse(m.start) < now && (m.end == null || now < Date.parse(m.end)));
    expect(world.webMessages.some((m) => m.end != null && Date.parse(m.end) <= now)).toBe(true);
    expect(world.webMessages.some((m) => Date.parse(m.start) > now)).toBe(true);
    expect(current.some((m) => m.end == null)).toBe(true);
    expect(new Set(current.map((m) => m.priority)).size).toBeGreaterThan(2);
    const later = generateWorld({ size: 20, now: '2027-03-01T00:00:00Z' });
    expect(later.webMessages[0]?.start).not.toBe(world.webMessages[0]?.start);
  });

  it('rejects a `now` that is not an instant', () => {
    expect(() => generateWorld({ size: 10, now: 'yesterday' })).toThrow(/now/);
  });

  it('lists winners newest first with amounts in CZK', () => {
    const known = world.winners.filter((w) => world.games.some((g) => g.gameCode === w.gameCode));
    expect(known.length).toBe(world.winners.length - 2);
    expect(world.winners.every((w) => w.currencyCode === 'CZK' && w.amount > 0 && w.nickname.includes('***'))).toBe(true);
    const times = known.map((w) => Date.parse(w.wonAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('writes simple HTML for content pages and html widgets', () => {
    for (const page of world.contentPages) expect(page.html).toMatch(/^<article><h1>.+<\/h1>.*<\/article>$/s);
    const html = world.layouts.flatMap((l) => l.widgets).filter((w) => w.type === 'html');
    expect(html.every((w) => (w.html ?? '').startsWith('<'))).toBe(true);
  });
});

describe('generateWorld: small and edge sizes', () => {
  it.each([0, 1, 9, 10, 19, 20])('size %i generates exactly that many games', (size) => {
    expect(generateWorld({ size }).games).toHaveLength(size);
  });

  it('includes the famous games from size 20 on', () => {
    expect(generateWorld({ size: 19 }).games.some((g) => g.name === 'Book of Dead')).toBe(false);
    expect(generateWorld({ size: 20 }).games.some((g) => g.name === 'Book of Dead')).toBe(true);
  });
});
