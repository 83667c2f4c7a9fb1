// The address a page is rendered for. Issue 21, finding 1, over the whole route table: a client
// navigation fetches a page's loader data
// at `/x.data` (React Router's single fetch), and that answer must carry what the document of `/x`
// carries: the same status, the same redirect target, the same canonical address, and never an
// address with `.data` in it. Every route of core's table is tried with a real value for each of its
// parameters, in Czech (published) and in English (preview).
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '@casino/core';
import type { DemoWorld } from '@casino/demo-data';
import { pageTitle } from '../src/page-title.ts';
import { DEMO_SITE_NAME } from '../src/runtime/portal-config.ts';
import { startSmokeServers, type SmokeServers } from './support/servers.ts';

let servers: SmokeServers;
beforeAll(async () => {
  servers = await startSmokeServers();
});
afterAll(() => servers?.close());

/** A real value of the demo world for each parameter of a route. */
const sampleParams = (route: RouteDefinition, world: DemoWorld): Record<string, string> => {
  const published = <T extends { status: string }>(list: readonly T[]) => list.filter((entry) => entry.status === 'Published');
  const category = (lobby: 'casino' | 'live', personal: boolean) =>
    world.categories.find((entry) => entry.lobby === lobby && (entry.type !== 'Default') === personal)?.slug ?? 'none';
  const byRoute: Record<string, Record<string, string>> = {
    'preview-live-casino-user-slug': { slug: category('live', true) },
    'preview-live-casino-categories-slug': { slug: category('live', false) },
    'preview-page-slug': { slug: published(world.contentPages)[0]?.slug ?? 'none' },
    'preview-user-slug': { slug: category('casino', true) },
    'preview-jackpots-slug': { slug: world.jackpots[0]?.slug ?? 'none' },
    'preview-providers-slug': { slug: world.providers[0]?.slug ?? 'none' },
    'preview-promotions-slug': { slug: published(world.promotions).find((entry) => entry.visibleTo !== 'logged in')?.slug ?? 'none' },
    'preview-categories-slug': { slug: category('casino', false) },
    'preview-collections-slug': { slug: world.collections[0]?.slug ?? 'none' },
    'preview-redirect': { page: 'providers', select: world.providers[0]?.slug ?? 'none' },
  };
  const game = world.games[0]?.gameCode ?? 'none';
  return { game, ...byRoute[route.name] };
};

const pathOf = (route: RouteDefinition, params: Record<string, string>) =>
  route.path.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(params[name] ?? 'none')).replace(/\/+$/, '') || '/';

/** The data URL React Router's client asks for (its singleFetchUrl). */
const dataPathOf = (path: string) => (path.endsWith('/') ? `${path}_.data` : `${path}.data`);

/** The page's canonical address as its loader gave it (og:url); the canonical link is the router's location's. */
const canonicalOf = (html: string) => /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1] ?? null;

const ask = async (path: string) => {
  const response = await fetch(`${servers.portal.origin}${path}`, { redirect: 'manual', headers: { accept: 'text/html,*/*' } });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
};

describe('every route answers its data request as it answers its document', () => {
  it('same status, same redirect, same canonical, no .data address', { timeout: 240_000 }, async () => {
    const mismatches: string[] = [];
    const world = servers.platform.world;
    const check = async (route: RouteDefinition, page: string) => {
      const [document, data] = await Promise.all([ask(page), ask(dataPathOf(page))]);
      const say = (what: string) => mismatches.push(`${route.name} ${page}: ${what}`);
      if (document.status >= 300 && document.status < 400) {
        // A data request's redirect is a 202 whose body names the target (React Router's client follows it).
        if (data.status !== 202 || !data.body.includes(JSON.stringify(document.location)))
          say(`document redirects to ${document.location}, data answers ${data.status}`);
        return;
      }
      if (data.status !== document.status) say(`document ${document.status}, data ${data.status}`);
      const canonical = canonicalOf(document.body);
      if (canonical !== null && !data.body.includes(JSON.stringify(canonical))) say(`data lacks the canonical ${canonical}`);
      if (/\.data["?]/.test(data.body)) say(`data names a .data address: ${/[^"]*\.data["?][^"]{0,40}/.exec(data.body)?.[0] ?? ''}`);
    };
    // Czech published, and English in preview: both prefixes and both modes, each route twice.
    const pages = ROUTES.flatMap((route) => {
      const path = pathOf(route, sampleParams(route, world));
      return ['', '/en/preview'].map((prefix) => ({ route, page: `${prefix}${path === '/' ? '' : path}` || '/' }));
    });
    // Four pages at a time: the render queue's share of a 2-core machine.
    for (let start = 0; start < pages.length; start += 4) await Promise.all(pages.slice(start, start + 4).map(({ route, page }) => check(route, page)));
    expect(mismatches).toEqual([]);
  });
});

/** A document request whose Host header says `host` (fetch cannot set Host). */
const askAs = (path: string, host: string) =>
  new Promise<string>((resolve, reject) => {
    const url = new URL(path, servers.portal.origin);
    const sent = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, headers: { host, accept: 'text/html' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    });
    sent.on('error', reject);
    sent.end();
  });

describe('a request naming another Host (issue 21, finding 12)', () => {
  it('gets the portal’s own origin in og:url, never the Host it sent', async () => {
    const body = await askAs('/vyrobci', 'evil.example');
    expect(canonicalOf(body)).toBe('http://localhost/vyrobci');
    expect(body).not.toContain('evil.example');
  });
});

describe('the head of every lobby page (issue 21, finding 6)', () => {
  const contentOf = (html: string, attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1] ?? null;

  it('comes whole from its seo record: description, og:title, og:url, og:type and twitter:card', async () => {
    const missing: string[] = [];
    for (const path of ['/', '/en', '/kasino-zive', '/en/kasino-zive', '/vsechny-hry', '/kasino-zive/vsechny-hry', '/kasino-zive/kategorie/live-ruleta']) {
      const { status, body } = await ask(path);
      expect(status, path).toBe(200);
      for (const [attribute, key] of [
        ['name', 'description'],
        ['property', 'og:title'],
        ['property', 'og:url'],
        ['property', 'og:type'],
        ['name', 'twitter:card'],
        ['name', 'robots'],
      ] as const) {
        if (!contentOf(body, attribute, key)) missing.push(`${path}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** Every route of the table with a real value for each parameter, in Czech and in English (published), and its document. */
let everyPage: Promise<{ readonly page: string; readonly status: number; readonly body: string }[]> | undefined;
const documentsOfEveryRoute = () =>
  (everyPage ??= (async () => {
    const pages = ROUTES.flatMap((route) => {
      const path = pathOf(route, sampleParams(route, servers.platform.world));
      return [path, path === '/' ? '/en' : `/en${path}`];
    });
    const documents: { page: string; status: number; body: string }[] = [];
    for (let start = 0; start < pages.length; start += 4)
      documents.push(...(await Promise.all(pages.slice(start, start + 4).map(async (page) => ({ page, ...(await ask(page)) })))));
    return documents;
  })());

describe('the head of every page (issue 21, finding 6)', () => {
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
  const imageOf = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

  it('has a title of one pattern, "<page> | <site>", the site named once', { timeout: 240_000 }, async () => {
    const wrong: string[] = [];
    for (const { page, status, body } of await documentsOfEveryRoute()) {
      if (status !== 200) continue;
      const site = DEMO_SITE_NAME[page === '/en' || page.startsWith('/en/') ? 'en' : 'cs'];
      const title = titleOf(body);
      const name = title?.endsWith(` | ${site}`) ? title.slice(0, -` | ${site}`.length) : null;
      if (title === null || name === null || name.includes(site) || pageTitle(name, site) !== title) wrong.push(`${page}: ${title}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has an og:image, a real image on a public address, also where the seo record names none', { timeout: 240_000 }, async () => {
    const missing: string[] = [];
    const images = new Map<string, string[]>();
    for (const { page, status, body } of await documentsOfEveryRoute()) {
      if (status !== 200) continue;
      const image = imageOf(body);
      if (image === null) missing.push(page);
      else images.set(image, [...(images.get(image) ?? []), page]);
    }
    expect(missing).toEqual([]);
    const broken: string[] = [];
    for (const [image, pages] of images) {
      if (!/^https?:\/\//.test(image)) {
        broken.push(`${image} (not absolute, on ${pages[0]})`);
        continue;
      }
      const response = await fetch(image);
      const type = response.headers.get('content-type') ?? '';
      await response.body?.cancel();
      if (response.status !== 200 || !type.startsWith('image/')) broken.push(`${image}: ${response.status} ${type} (on ${pages[0]})`);
    }
    expect(broken).toEqual([]);
  });
});
