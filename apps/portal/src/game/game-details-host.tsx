// Game details over the page the visitor is on (part 2 §2): a click on any link to /hra/{game} (a
// tile of a lobby row, a grid, a catalogue page, a search result) stays on this page and pushes a
// history entry whose address bar shows /hra/{game} (React Router's location masking), so back
// closes the details, a reload or a shared address opens the page of the game, and without scripts
// the link is a plain link to that page. The details' code loads in a chunk of its own
// (game-details-over-page.tsx) at the first intent toward a details link (a pointer over one, a
// touch, a focus), with the game page's route, or else at the first opening; this part, in every
// page's first scripts, is the listener. A tile's link carries what the tile shows (name, provider,
// art) into the history entry, so the details draw those at once and fill in the rest when their
// data arrives.
import { lazy, Suspense, useContext, useEffect, useId, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useNavigate } from 'react-router';
import { matchRoute } from '@casino/core';
import { nextIdle, readGameTile, type GameTileShown } from '@casino/react-ui';
import { DetailsDialog, DetailsPending } from './details-dialog.tsx';
import { DetailsPreview } from './details-preview.tsx';
import type { GameDetailsOverPageProps } from './game-details-over-page.tsx';
import { followDetailsEntry } from '../routing/details-entry.ts';
import { INTENT_EVENTS, preloadChunks } from '../routing/route-prefetch.tsx';

/** The route of a game's page (core's route name and React Router's route id). */
export const GAME_DETAILS_ROUTE = 'preview-games-game';

/** What the history entry of details over a page holds. */
interface DetailsOverPage {
  readonly gameDetails: { readonly gameCode: string; readonly href: string; readonly shown?: GameTileShown };
}

const isShown = (value: unknown): value is GameTileShown => {
  const shown = value as Partial<GameTileShown> | null | undefined;
  return typeof shown?.name === 'string' && typeof shown.provider === 'string' && typeof shown.imageUrl === 'string';
};

const detailsOf = (state: unknown): DetailsOverPage['gameDetails'] | null => {
  const details = (state as Partial<DetailsOverPage> | null)?.gameDetails;
  if (!details || typeof details.gameCode !== 'string' || typeof details.href !== 'string') return null;
  // History entries outlive builds: what a tile showed is only taken when it is whole.
  return isShown(details.shown) ? details : { gameCode: details.gameCode, href: details.href };
};

type OverPageModule = typeof import('./game-details-over-page.tsx');
let overPageModule: OverPageModule | null = null;
let overPageLoad: Promise<OverPageModule> | null = null;
const loadOverPage = (): Promise<OverPageModule> =>
  (overPageLoad ??= import('./game-details-over-page.tsx').then(
    (module) => (overPageModule = module),
    (error: unknown) => {
      overPageLoad = null;
      throw error;
    },
  ));
const LazyOverPage = lazy(loadOverPage);

/** The details' contents: at once when their chunk is here, else lazily (what the tile showed meanwhile). */
function OverPage(props: GameDetailsOverPageProps) {
  // Chosen once per opening, so the component never changes type under its state.
  const [Component] = useState(() => overPageModule?.default ?? LazyOverPage);
  return <Component {...props} />;
}

/** One opening of the details: the frame at once, the contents as they come. */
function DetailsOverPageFrame({ details, onClose }: { readonly details: DetailsOverPage['gameDetails']; readonly onClose: () => void }) {
  const headingId = useId();
  const shown = details.shown ?? null;
  return (
    <DetailsDialog headingId={headingId} onClose={onClose}>
      <Suspense fallback={shown ? <DetailsPreview shown={shown} headingId={headingId} /> : <DetailsPending headingId={headingId} />}>
        <OverPage href={details.href} shown={shown} headingId={headingId} />
      </Suspense>
    </DetailsDialog>
  );
}

/** The same-origin link to a game's details that `target` is in, or null. */
const detailsAnchorOf = (target: EventTarget | null): { readonly anchor: HTMLAnchorElement; readonly gameCode: string; readonly href: string } | null => {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  // A jump within the page (the details' own info icon on /hra/{game}) is not a way to details.
  if (anchor.getAttribute('href')?.startsWith('#')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  const route = matchRoute(url.pathname);
  const gameCode = route?.name === GAME_DETAILS_ROUTE ? route.params['game'] : undefined;
  return gameCode ? { anchor, gameCode, href: url.pathname } : null;
};

/** A plain left click on a link to a game's details: the entry to push, with what its tile shows. */
const detailsLinkOf = (event: MouseEvent): DetailsOverPage['gameDetails'] | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = detailsAnchorOf(event.target);
  if (link === null) return null;
  const shown = readGameTile(link.anchor);
  return shown === null ? { gameCode: link.gameCode, href: link.href } : { gameCode: link.gameCode, href: link.href, shown };
};

/** How long the details' route chunks wait after an intent for an idle moment (the press it announces is painted first). */
const CHUNKS_IDLE_WAIT_MS = 200;

/**
 * Readies the details at intent toward a details link. At the first one: the details' chunk, and
 * the chunks of the game page's route (`routeChunks`, those the page has not), whose loader the
 * details' data come from. At each one: the link is marked for React Router's route discovery
 * (the mark its own <Link> renders), so that the router knows that game's route before the
 * click's data request asks for it, instead of asking the server's manifest then.
 */
const prefetchOnIntent = (routeChunks: readonly string[]): (() => void) => {
  let readied = false;
  let cancelChunks = () => {};
  const onIntent = (event: Event) => {
    const link = detailsAnchorOf(event.target);
    if (link === null) return;
    if (!link.anchor.hasAttribute('data-discover')) link.anchor.setAttribute('data-discover', 'true');
    if (readied) return;
    readied = true;
    loadOverPage().catch(() => undefined);
    cancelChunks = nextIdle(() => preloadChunks(routeChunks), CHUNKS_IDLE_WAIT_MS);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    cancelChunks();
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
  };
};

type Navigate = ReturnType<typeof useNavigate>;
type PageLocation = Pick<ReturnType<typeof useLocation>, 'pathname' | 'search' | 'hash'>;

/** Opens a game's details over `page`, the page the visitor is on. */
const openOver = (navigate: Navigate, page: PageLocation, link: DetailsOverPage['gameDetails']): void =>
  void navigate(
    { pathname: page.pathname, search: page.search, hash: page.hash },
    {
      state: { gameDetails: link } satisfies DetailsOverPage,
      mask: link.href,
      preventScrollReset: true,
      // The page under the details stays as it is: none of its data is asked again.
      defaultShouldRevalidate: false,
    },
  );

/** `routeChunks`: the script chunks of the game page's route that this page has not (the site layout's loader names them). */
export function GameDetailsHost({ routeChunks }: { readonly routeChunks: readonly string[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const opener = useRef<HTMLElement | null>(null);
  // From the click until the router has pushed the entry (it may first ask the server's manifest
  // for /hra/{game}), the details already show: the click's own render draws them. The opening
  // holds only on the entry it was clicked on.
  const [opening, setOpening] = useState<{ readonly link: DetailsOverPage['gameDetails']; readonly on: string } | null>(null);
  const closeOnArrival = useRef(false);
  const entered = detailsOf(location.state);
  // The framework's router, whose entry the revalidation rule asks about (routing/details-entry.ts):
  // framework mode hands it out through this context only (no public hook subscribes to it).
  const router = useContext(DataRouterContext)?.router ?? null;
  useEffect(() => (router === null ? undefined : followDetailsEntry(router, (state) => detailsOf(state) !== null)), [router]);
  const details = entered ?? (opening?.on === location.key ? opening.link : null);
  // Once the router has moved, the opening is done: back to its entry must not open it again.
  if (opening !== null && (entered !== null || opening.on !== location.key)) setOpening(null);
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  });

  useEffect(() => {
    // Closed before the entry was pushed: leave it as soon as it is.
    if (entered !== null && closeOnArrival.current) void navigate(-1);
    closeOnArrival.current = false;
    // The entry's key is what changes when the router has moved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = detailsLinkOf(event);
      if (link === null) return;
      event.preventDefault();
      opener.current = event.target instanceof Element ? event.target.closest('a') : null;
      const page = current.current;
      setOpening({ link, on: page.key });
      // The router's navigation has work of its own (matching, its state, maybe asking the server's
      // manifest): it starts once the frame showing the details is out.
      requestAnimationFrame(() => setTimeout(() => openOver(navigate, page, link), 0));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  useEffect(() => prefetchOnIntent(routeChunks), [routeChunks]);

  // Closed (back, Escape, the close button): focus returns to the link that opened the details.
  const open = details !== null;
  useEffect(() => {
    if (open) return;
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus({ preventScroll: true });
  }, [open]);

  const close = () => {
    if (entered !== null) return void navigate(-1);
    closeOnArrival.current = true;
    setOpening(null);
  };

  if (details === null) return null;
  return <DetailsOverPageFrame key={details.gameCode} details={details} onClose={close} />;
}
