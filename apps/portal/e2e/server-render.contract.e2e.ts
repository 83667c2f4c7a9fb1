// Contract of the code that depends on React's and React Router's exact output (docs/architecture.md,
// "Rules the code follows"), held against the BUILT portal: its real server render (React Router's own <Links/>,
// <Scripts/> and bootstrap) through the stream rewrite of src/html/scripts-after-first-paint.server.ts,
// and the route prefetch's reading of the real build manifest (src/routing/route-chunks.ts). What
// each expects is worked out from the manifest the build wrote, never from the rewrite's own idea of
// the markup, so an upgrade that changes the markup or the manifest fails here instead of in a
// Lighthouse figure.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { COOKIE_PLAYER_SESSION_HINT } from '@casino/core';
import { modulePreloadsOf, WAITING_MODULE_TYPE } from '../src/html/scripts-after-first-paint.server.ts';
import { ROOT_ROUTE_ID, routeChunksFrom, type ManifestRoutes } from '../src/routing/route-chunks.ts';
import { CHROME_ROUTE_NAMES } from '../src/routing/route-prefetch.tsx';
import { startSmokeServers, type SmokeServers } from './support/servers.ts';

const CLIENT_DIR = fileURLToPath(new URL('../build/client/', import.meta.url));

interface BuiltRoute {
  readonly id: string;
  readonly parentId?: string;
  readonly module: string;
  readonly imports?: readonly string[];
  readonly clientActionModule?: string;
  readonly clientLoaderModule?: string;
  readonly clientMiddlewareModule?: string;
  readonly hydrateFallbackModule?: string;
}

interface BuiltManifest {
  readonly entry: { readonly module: string; readonly imports: readonly string[] };
  readonly routes: Readonly<Record<string, BuiltRoute>>;
}

/** The manifest the build wrote for the browser (`window.__reactRouterManifest=…`): the server build's `assets`. */
const builtManifest = (): BuiltManifest => {
  const file = readdirSync(`${CLIENT_DIR}assets`).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (file === undefined) throw new Error(`no manifest in ${CLIENT_DIR}assets: build the portal first (npm run e2e does)`);
  const text = readFileSync(`${CLIENT_DIR}assets/${file}`, 'utf8');
  const json = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(text)?.[1];
  if (json === undefined) throw new Error(`${file} is not the manifest script it used to be: ${text.slice(0, 80)}`);
  return JSON.parse(json) as BuiltManifest;
};

/** Every script React Router preloads for a page whose matched routes are these (its <Scripts/>). */
const scriptsOfPage = (manifest: BuiltManifest, routeIds: readonly string[]): string[] => [
  ...new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routeIds.flatMap((id) => {
      const route = manifest.routes[id];
      if (route === undefined) throw new Error(`the page matched ${id}, which the manifest does not hold`);
      const optional = [route.clientActionModule, route.clientLoaderModule, route.clientMiddlewareModule, route.hydrateFallbackModule].filter(
        (module) => module !== undefined,
      );
      return [...optional, route.module, ...(route.imports ?? [])];
    }),
  ]),
];

const startTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => ({ tag: match[0], at: match.index }));

let servers: SmokeServers;
let manifest: BuiltManifest;
let consoleError: MockInstance<typeof console.error>;

beforeAll(async () => {
  manifest = builtManifest();
  // The rewrite reports what it could not find through console.error in production (reportRewriteMismatch).
  consoleError = vi.spyOn(console, 'error');
  servers = await startSmokeServers();
});

afterAll(async () => {
  consoleError?.mockRestore();
  await servers?.close();
});

const render = async (path: string, cookie?: string) => {
  const response = await fetch(new URL(path, servers.portal.origin), { headers: { 'Accept-Encoding': 'identity', ...(cookie ? { Cookie: cookie } : {}) } });
  return { status: response.status, html: await response.text() };
};

describe('the stream rewrite over the real server render', () => {
  it.each([
    ['/', 200],
    ['/vsechny-hry', 200],
    ['/en/vsechny-hry', 200],
    ['/tohle-neexistuje', 404],
  ])('%s: every preload React Router wrote left the head for the after-paint script, and its bootstrap waits', async (path, status) => {
    consoleError.mockClear();
    const page = await render(path);
    expect(page.status).toBe(status);
    const { html } = page;
    const headEnd = html.indexOf('</head>');
    expect(headEnd).toBeGreaterThan(0);

    // The bootstrap: the one script that waits, React Router's (it imports the matched routes and the entry).
    const scripts = startTags(html);
    const waiting = scripts.filter(({ tag }) => tag.includes(`type="${WAITING_MODULE_TYPE}"`));
    expect(waiting).toHaveLength(1);
    const bootstrapAt = waiting[0]!.at;
    const bootstrap = html.slice(bootstrapAt, html.indexOf('</script>', bootstrapAt));
    expect(bootstrap).toContain(`import(${JSON.stringify(manifest.entry.module)})`);
    const routeIds = Object.keys(
      JSON.parse(/window\.__reactRouterRouteModules = (\{[^}]*\})/.exec(bootstrap)?.[1]?.replace(/:route\d+/g, ':0') ?? 'null') as object,
    );
    expect(routeIds[0]).toBe(ROOT_ROUTE_ID);
    // A route with a clientLoader is split by React Router into a main chunk and the loader's own
    // (route3_main and route3_clientLoader, spread into route3); any other is one import.
    for (const [index, id] of routeIds.entries()) {
      const route = manifest.routes[id];
      const loaderModule = route?.clientLoaderModule;
      expect(bootstrap).toContain(`import * as route${index}${loaderModule === undefined ? '' : '_main'} from ${JSON.stringify(route?.module)}`);
      if (loaderModule !== undefined) expect(bootstrap).toContain(`import * as route${index}_clientLoader from ${JSON.stringify(loaderModule)}`);
    }
    // Nothing else of the document is a module the parser would fetch on sight.
    expect(scripts.filter(({ tag }) => /\stype="?module/.test(tag))).toEqual([]);

    // The preloads: none left in the head, in any spelling; the after-paint script holds every one
    // the manifest says this page's <Scripts/> writes, and comes before the body's first script.
    expect(html.slice(0, headEnd)).not.toMatch(/modulepreload/i);
    const expected = scriptsOfPage(manifest, routeIds);
    expect(expected.length).toBeGreaterThan(routeIds.length);
    const moved = modulePreloadsOf(html);
    expect(new Set(moved)).toEqual(new Set(expected));
    expect(moved).toHaveLength(expected.length);
    const afterPaint = scripts.findIndex(({ tag }) => tag.includes('id="scripts-after-paint"'));
    expect(afterPaint).toBe(scripts.findIndex(({ at }) => at > headEnd));
    expect(scripts[afterPaint]!.at).toBeLessThan(bootstrapAt);
    for (const href of moved) expect(existsSync(`${CLIENT_DIR}${href.replace(/^\//, '')}`), href).toBe(true);

    expect(consoleError.mock.calls.filter((call) => String(call[0]).includes('scripts after first paint'))).toEqual([]);
  });
});

describe('the route prefetch over the real build manifest', () => {
  it('reads a route of every page the chrome always links to, and its files exist', () => {
    const routes: ManifestRoutes = manifest.routes;
    for (const id of CHROME_ROUTE_NAMES) {
      const route = manifest.routes[id];
      expect(route, `${id} in the built manifest`).toBeDefined();
      expect(route?.parentId, `${id}'s layout`).toEqual(expect.any(String));
    }
    const chunks = routeChunksFrom(routes)(CHROME_ROUTE_NAMES);
    for (const id of CHROME_ROUTE_NAMES) expect(chunks).toContain(manifest.routes[id]?.module);
    for (const id of CHROME_ROUTE_NAMES) expect(chunks).toContain(manifest.routes[manifest.routes[id]?.parentId ?? '']?.module);
    expect(chunks).not.toContain(manifest.routes[ROOT_ROUTE_ID]?.module);
    for (const chunk of chunks) {
      expect(chunk).toMatch(/^\/assets\/[\w.-]+\.js$/);
      expect(existsSync(`${CLIENT_DIR}${chunk.slice(1)}`), chunk).toBe(true);
    }
  });

  it("the served page hands the browser the chunks of the chrome's pages, read from the same manifest", async () => {
    const { html } = await render('/vsechny-hry');
    // The site layout's loader data, streamed after the bootstrap (the bootstrap's own manifest
    // holds the matched routes only).
    const data = html.slice(html.indexOf(`type="${WAITING_MODULE_TYPE}"`));
    const streamed = data.slice(data.indexOf('</script>'));
    for (const chunk of routeChunksFrom(manifest.routes)(CHROME_ROUTE_NAMES)) expect(streamed, chunk).toContain(`\\"${chunk}\\"`);
  });
});

describe("the lobby's reused widgets over the real server render", () => {
  /** The document without what is the request's own: the nonce, scripts (the loader data), the jackpots' amounts and the winners. */
  const shared = (html: string) =>
    html
      .replace(/nonce="[^"]*"/g, '')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<section [^>]*class="casino-widget casino-jackpots"[\s\S]*?<\/section>/, '')
      .replace(/<section [^>]*class="casino-widget casino-winners-strip"[\s\S]*?<\/section>/g, '');

  it('sends a lobby page the next time with the same bytes the first render wrote, markers gone', async () => {
    consoleError.mockClear();
    // /en is not rendered before in this file: the first render draws the widgets, the second reuses them.
    const first = await render('/en');
    const again = await render('/en');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.html).not.toContain('data-casino-markup');
    expect(again.html).toContain('casino-game-row');
    expect(shared(again.html)).toBe(shared(first.html));
    // The reused rows are the page's: the second render holds as many tiles as the first.
    const tiles = (html: string) => html.match(/class="casino-game-tile[ "]/g)?.length ?? 0;
    expect(tiles(again.html)).toBeGreaterThan(20);
    expect(tiles(again.html)).toBe(tiles(first.html));
    // The chrome is reused too (src/chrome/chrome-markup.tsx), and another page never gets this one's.
    expect(again.html).toContain('<header class="casino-header">');
    expect(again.html).toContain('<nav class="casino-bottom-bar"');
    const live = await render('/en/kasino-zive');
    const current = (html: string) => [...html.matchAll(/href="([^"]*)" aria-current="page"/g)].map((match) => match[1]);
    expect(current(again.html)).toContain('/en');
    expect(current(live.html)).toContain('/en/kasino-zive');
    expect(current(live.html)).not.toContain('/en');
    // A browser that may hold a player's session gets the header that waits for it, not the visitor's held one.
    const returning = await render('/en', `${COOKIE_PLAYER_SESSION_HINT}=1`);
    expect(returning.html).toContain('casino-header-session-pending');
    expect(again.html).not.toContain('casino-header-session-pending');
    expect(consoleError.mock.calls).toEqual([]);
  });
});
