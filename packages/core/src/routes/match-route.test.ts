import { describe, expect, it } from 'vitest';
import { hasPreviewSegment, matchRoute } from './match-route.ts';
import { routePath } from './route-path.ts';
import { ROUTES, type RouteName } from './route-table.ts';

// Every route of part 1 §2 with the layout and auth the spec gives it.
const TABLE: ReadonlyArray<{
  path: string;
  name: RouteName;
  params: Record<string, string>;
  layout: string;
  auth: 'user' | null;
}> = [
  { path: '/', name: 'preview', params: {}, layout: 'default', auth: null },
  { path: '/vitezove', name: 'preview-winners', params: {}, layout: 'winners', auth: null },
  { path: '/vyhry/nejvyssi', name: 'preview-winners-top', params: {}, layout: 'winners', auth: null },
  { path: '/vyhry/jackpotu', name: 'preview-winners-jackpots', params: {}, layout: 'winners', auth: null },
  { path: '/vyhry/sin-slavy', name: 'preview-winners-hall-of-fame', params: {}, layout: 'winners', auth: null },
  { path: '/vyhry', name: 'winners-redirect', params: {}, layout: 'winners', auth: null },
  { path: '/vsechny-hry', name: 'preview-all-games', params: {}, layout: 'default', auth: null },
  { path: '/kasino-zive', name: 'preview-live-casino', params: {}, layout: 'live-casino', auth: null },
  { path: '/kasino-zive/vsechny-hry', name: 'preview-live-casino-all-games', params: {}, layout: 'live-casino', auth: null },
  {
    path: '/kasino-zive/uzivatel/oblibene-zive',
    name: 'preview-live-casino-user-slug',
    params: { slug: 'oblibene-zive' },
    layout: 'live-casino',
    auth: 'user',
  },
  { path: '/kasino-zive/uzivatel/moje-hry', name: 'preview-live-casino-user-my-games', params: {}, layout: 'live-casino', auth: 'user' },
  { path: '/kasino-zive/kategorie/ruleta', name: 'preview-live-casino-categories-slug', params: { slug: 'ruleta' }, layout: 'live-casino', auth: null },
  { path: '/novinky/nove-hry', name: 'preview-page-slug', params: { slug: 'nove-hry' }, layout: 'clean', auth: null },
  { path: '/tournaments', name: 'preview-tournaments', params: {}, layout: 'clean', auth: null },
  { path: '/uzivatel/oblibene', name: 'preview-user-slug', params: { slug: 'oblibene' }, layout: 'default', auth: 'user' },
  { path: '/uzivatel/moje-hry', name: 'preview-user-my-games', params: {}, layout: 'default', auth: 'user' },
  { path: '/hra/book-of-dead', name: 'preview-games-game', params: { game: 'book-of-dead' }, layout: 'default', auth: null },
  { path: '/jackpoty', name: 'preview-jackpots', params: {}, layout: 'default', auth: null },
  { path: '/jackpoty/mega', name: 'preview-jackpots-slug', params: { slug: 'mega' }, layout: 'default', auth: null },
  { path: '/vyrobci', name: 'preview-providers', params: {}, layout: 'default', auth: null },
  { path: '/vyrobci/play-n-go', name: 'preview-providers-slug', params: { slug: 'play-n-go' }, layout: 'default', auth: null },
  { path: '/play/bookofdead/demo', name: 'preview-play-game-demo', params: { game: 'bookofdead' }, layout: 'game-play', auth: null },
  { path: '/play/bookofdead/real', name: 'preview-play-game-real', params: { game: 'bookofdead' }, layout: 'game-play', auth: 'user' },
  { path: '/promo-bonusy', name: 'preview-promotions', params: {}, layout: 'clean', auth: null },
  { path: '/promo-bonusy/leto', name: 'preview-promotions-slug', params: { slug: 'leto' }, layout: 'clean', auth: null },
  { path: '/kategorie/novinky', name: 'preview-categories-slug', params: { slug: 'novinky' }, layout: 'default', auth: null },
  { path: '/zanr', name: 'preview-collections', params: {}, layout: 'default', auth: null },
  { path: '/zanr/egypt', name: 'preview-collections-slug', params: { slug: 'egypt' }, layout: 'default', auth: null },
  { path: '/redirect/promotions', name: 'preview-redirect', params: { page: 'promotions' }, layout: 'default', auth: null },
  { path: '/redirect/promotions/leto', name: 'preview-redirect', params: { page: 'promotions', select: 'leto' }, layout: 'default', auth: null },
];

describe('matchRoute: the route table of part 1 §2', () => {
  it.each(TABLE)('$path → $name', ({ path, name, params, layout, auth }) => {
    expect(matchRoute(path)).toEqual({ name, params, layout, auth, preview: false });
  });

  it.each(TABLE)('/preview$path → $name with preview', ({ path, name, params, layout, auth }) => {
    const previewPath = path === '/' ? '/preview' : `/preview${path}`;
    expect(matchRoute(previewPath)).toEqual({ name, params, layout, auth, preview: true });
  });

  it.each(TABLE)('/en$path → $name (the /en prefix is stripped)', ({ path, name, params }) => {
    const enPath = path === '/' ? '/en' : `/en${path}`;
    expect(matchRoute(enPath)).toMatchObject({ name, params, preview: false });
    expect(matchRoute(`/en/preview${path === '/' ? '' : path}`)).toMatchObject({ name, params, preview: true });
  });

  it.each(TABLE)('routePath builds $path back from $name', ({ path, name, params }) => {
    expect(routePath(name, params)).toBe(path);
    expect(routePath(name, params, { preview: true })).toBe(path === '/' ? '/preview' : `/preview${path}`);
    expect(routePath(name, params, { locale: 'en' })).toBe(path === '/' ? '/en' : `/en${path}`);
    expect(routePath(name, params, { locale: 'cs', preview: true })).toBe(path === '/' ? '/preview' : `/preview${path}`);
  });

  it('the table covers every route and every route name of the spec', () => {
    expect(new Set(TABLE.map((row) => row.name))).toEqual(new Set(ROUTES.map((route) => route.name)));
    const specNames = [
      'preview',
      'preview-user-my-games',
      'preview-providers',
      'preview-providers-slug',
      'preview-jackpots',
      'preview-jackpots-slug',
      'preview-collections',
      'preview-collections-slug',
      'preview-all-games',
      'preview-categories-slug',
      'preview-user-slug',
      'preview-live-casino',
      'preview-live-casino-user-my-games',
      'preview-live-casino-all-games',
      'preview-live-casino-categories-slug',
      'preview-live-casino-user-slug',
      'preview-winners',
      'preview-promotions',
      'preview-promotions-slug',
      'preview-tournaments',
      'preview-page-slug',
      'preview-games-game',
      'preview-play-game-demo',
      'preview-play-game-real',
      'winners-redirect',
      'preview-redirect',
    ];
    for (const name of specNames) expect(ROUTES.map((route) => route.name)).toContain(name);
  });

  it('the login-required routes of part 1 §6 carry auth user, and only they', () => {
    const userPaths = ['/uzivatel/x', '/uzivatel/moje-hry', '/kasino-zive/uzivatel/x', '/kasino-zive/uzivatel/moje-hry', '/play/x/real'];
    for (const path of userPaths) expect(matchRoute(path)?.auth).toBe('user');
    expect(TABLE.filter((row) => row.auth === 'user')).toHaveLength(userPaths.length);
  });
});

describe('matchRoute: unknown and odd paths', () => {
  it.each([
    '/neco',
    '/foo/vyrobci',
    '/preview/preview',
    '/preview/neco',
    '/draft/vyrobci',
    '/cs/vyrobci',
    '/english',
    '/vyrobci/a/b',
    '/play/x',
    '/play/x/free',
    '/hra',
    '/novinky',
    '/kategorie',
    '/kasino-zive/kategorie',
    '/uzivatel',
    '/redirect',
    '/en/en/vyrobci',
    '/preview/en/vyrobci',
    'vyrobci',
    '',
    '/vyrobci/%E0%A4%A',
  ])('%s → null (404)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('the static my-games path wins over the personal-category slug', () => {
    expect(matchRoute('/uzivatel/moje-hry')?.name).toBe('preview-user-my-games');
    expect(matchRoute('/kasino-zive/uzivatel/moje-hry')?.name).toBe('preview-live-casino-user-my-games');
  });

  it('ignores a trailing slash, the query and the hash', () => {
    expect(matchRoute('/vyrobci/')?.name).toBe('preview-providers');
    expect(matchRoute('/vyrobci/netent?sort=az#top')).toMatchObject({ name: 'preview-providers-slug', params: { slug: 'netent' } });
    expect(matchRoute('/preview/?x=1')).toMatchObject({ name: 'preview', preview: true });
    expect(matchRoute('/en?lang=en')).toMatchObject({ name: 'preview', preview: false });
  });

  it('decodes params and routePath encodes them', () => {
    expect(matchRoute('/hra/kr%C3%A1l%20a%2Fb')?.params).toEqual({ game: 'král a/b' });
    expect(routePath('preview-games-game', { game: 'král a/b' })).toBe('/hra/kr%C3%A1l%20a%2Fb');
  });

  it('the /live-casino section path shows the live lobby; /kasino-zive is the one built', () => {
    expect(matchRoute('/live-casino')).toMatchObject({ name: 'preview-live-casino', layout: 'live-casino' });
    expect(matchRoute('/preview/live-casino')).toMatchObject({ name: 'preview-live-casino', preview: true });
    expect(routePath('preview-live-casino')).toBe('/kasino-zive');
  });
});

describe('hasPreviewSegment', () => {
  it('says /preview after the optional /en, on pages and on paths that are no page', () => {
    expect(hasPreviewSegment('/preview/hledani/katalog.json?lobby=live')).toBe(true);
    expect(hasPreviewSegment('/en/preview')).toBe(true);
    expect(hasPreviewSegment('/hledani/katalog.json')).toBe(false);
    expect(hasPreviewSegment('/previews')).toBe(false);
    expect(hasPreviewSegment('/vyrobci/preview')).toBe(false);
    expect(hasPreviewSegment('preview')).toBe(false);
  });
});

describe('routePath', () => {
  it('throws on a missing required param and drops an empty optional one', () => {
    expect(() => routePath('preview-providers-slug')).toThrow(/slug/);
    expect(() => routePath('preview-play-game-real', { game: '' })).toThrow(/game/);
    expect(routePath('preview-redirect', { page: 'providers', select: '' })).toBe('/redirect/providers');
  });

  it('puts the locale prefix before the preview segment', () => {
    expect(routePath('preview', {}, { locale: 'en', preview: true })).toBe('/en/preview');
    expect(() => routePath('preview-zanr' as RouteName)).toThrow(/Unknown route/);
  });
});
