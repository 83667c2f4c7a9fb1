// A demo world whose CMS content carries XSS payloads (the security e2e), and the two servers over
// it on free ports: the demo platform serving that world, the built portal calling it.
import { generateWorld, type DemoWorld } from '@casino/demo-data';
import type { Category, ContentPage, Game, PageLayout, Promotion } from '@casino/core';
import type { PortalServerOptions } from '../../server/portal-server.ts';
import { startServers, type SmokeServers } from './servers.ts';

/** Text next to the payloads that a page showing the content must show (so a pass is no empty page). */
export const SAFE_MARKER = 'Bezpečný obsah 7f3a';

/**
 * Payloads that would run (set window.__xss or open a dialog) if the HTML reached the DOM unsanitised:
 * handler attributes, script elements, javascript: links and forms, SVG, srcdoc frames, a mutation-XSS
 * classic, and an <a> whose scheme hides behind entities and a tab.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<img src=x onerror="window.__xss=\'img\'">',
  '<script>window.__xss = "script"</script>',
  '<a id="xss-js-link" href="javascript:window.__xss=\'link\'">Klikni</a>',
  '<a href="jav&#x09;ascript:alert(\'entity\')">Klikni 2</a>',
  '<a href="JaVaScRiPt:alert(1)">Klikni 3</a>',
  '<svg onload="window.__xss=\'svg\'"><circle r="4"></circle></svg>',
  '<svg><script>window.__xss="svg-script"</script></svg>',
  '<iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
  '<form action="javascript:window.__xss=\'form\'"><button>Odeslat</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'">',
  '<details open ontoggle="window.__xss=\'details\'"><summary>x</summary></details>',
  '<object data="javascript:window.__xss=\'object\'"></object>',
  '<embed src="data:text/html,<script>parent.__xss=1</script>">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=\'meta\'">',
];

export const hostileHtml = `<p>${SAFE_MARKER}</p>${XSS_PAYLOADS.join('')}`;
/** A title or name: plain text where a careless page might write HTML. */
export const hostileText = (label: string) => `${label} <img src=x onerror="window.__xss='${label}'"><script>window.__xss=1</script>`;

export interface HostileWorld {
  readonly world: DemoWorld;
  /** The slug of a published promotion whose text carries payloads. */
  readonly promotionSlug: string;
  /** The slug of a published content page whose HTML carries payloads. */
  readonly contentPageSlug: string;
  /** The name of the first game of the lobby's first row (with payloads). */
  readonly gameName: string;
  /** The title of the lobby's first row (with payloads). */
  readonly rowTitle: string;
}

const isCasinoLayout = (layout: PageLayout) => layout.type === 'default' && layout.lobbyType === 'Casino';

export const hostileWorld = (seed = 11, size = 300): HostileWorld => {
  const base = generateWorld({ seed, size });
  const casino = base.layouts.find(isCasinoLayout);
  if (casino === undefined) throw new Error('the demo world has no casino layout');
  const categoryById = new Map(base.categories.map((category) => [category.id, category]));
  const firstRow = casino.widgets.find((widget) => widget.type === 'games' && categoryById.get(widget.refId ?? '')?.type === 'Default');
  const firstCategory = categoryById.get(firstRow?.refId ?? '');
  const firstGameCode = firstCategory?.games[0];
  if (firstRow === undefined || firstCategory === undefined || firstGameCode === undefined) throw new Error('the casino layout has no game row');
  const rowTitle = hostileText('Řada');
  const gameName = hostileText('Hra');
  const promotion = base.promotions.find((candidate) => candidate.status === 'Published' && (candidate.visibleTo ?? 'all') !== 'logged in');
  const contentPage = base.contentPages.find((candidate) => candidate.status === 'Published');
  if (promotion === undefined || contentPage === undefined) throw new Error('the demo world has no published promotion or content page');

  const layouts = base.layouts.map((layout): PageLayout =>
    isCasinoLayout(layout)
      ? {
          ...layout,
          widgets: layout.widgets.map((widget) =>
            widget.id === firstRow.id ? { ...widget, title: rowTitle } : widget.type === 'html' ? { ...widget, html: hostileHtml } : widget,
          ),
        }
      : layout,
  );
  const categories = base.categories.map((category): Category => (category.id === firstCategory.id ? { ...category, title: rowTitle } : category));
  const games = base.games.map((game): Game => (game.gameCode === firstGameCode ? { ...game, name: gameName } : game));
  const promotions = base.promotions.map((candidate): Promotion =>
    candidate.id === promotion.id ? { ...candidate, title: hostileText('Akce'), description: hostileHtml } : candidate,
  );
  const contentPages = base.contentPages.map((candidate): ContentPage =>
    candidate.id === contentPage.id ? { ...candidate, title: hostileText('Stránka'), html: `<article><h1>Stránka</h1>${hostileHtml}</article>` } : candidate,
  );
  return {
    world: { ...base, layouts, categories, games, promotions, contentPages },
    promotionSlug: promotion.slug,
    contentPageSlug: contentPage.slug,
    gameName,
    rowTitle,
  };
};

export type WorldServers = SmokeServers;

/** The demo platform over a given world and the built portal calling it (routing settings optional). */
export const startWorldServers = (world: DemoWorld, routing?: PortalServerOptions['routing']): Promise<WorldServers> =>
  startServers({ world }, routing === undefined ? {} : { routing });
