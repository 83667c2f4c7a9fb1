// Game details over the page the visitor is on (part 2 §2): a click on any link to /hra/{game} (a
// tile of a lobby row, a grid, a catalogue page, a search result) stays on this page and pushes a
// history entry whose address bar shows /hra/{game} (React Router's location masking), so back
// closes the details, a reload or a shared address opens the page of the game, and without scripts
// the link is a plain link to that page. The details' code loads in a chunk of its own at the first
// opening (game-details-over-page.tsx); this part, in every page's first scripts, is the listener.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute } from '@casino/core';

const GAME_DETAILS_ROUTE = 'preview-games-game';

/** What the history entry of details over a page holds. */
interface DetailsOverPage {
  readonly gameDetails: { readonly gameCode: string; readonly href: string };
}

const detailsOf = (state: unknown): DetailsOverPage['gameDetails'] | null => {
  const details = (state as Partial<DetailsOverPage> | null)?.gameDetails;
  return details && typeof details.gameCode === 'string' && typeof details.href === 'string' ? details : null;
};

const GameDetailsOverPage = lazy(() => import('./game-details-over-page.tsx'));

/** A plain left click on a same-origin link to a game's details, or null. */
const detailsLinkOf = (event: MouseEvent): { readonly gameCode: string; readonly href: string } | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  const route = matchRoute(url.pathname);
  const gameCode = route?.name === GAME_DETAILS_ROUTE ? route.params['game'] : undefined;
  return gameCode ? { gameCode, href: url.pathname } : null;
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

export function GameDetailsHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const opener = useRef<HTMLElement | null>(null);
  const details = detailsOf(location.state);
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = detailsLinkOf(event);
      if (link === null) return;
      event.preventDefault();
      opener.current = event.target instanceof Element ? event.target.closest('a') : null;
      openOver(navigate, current.current, link);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);

  // Closed (back, Escape, the close button): focus returns to the link that opened the details.
  const open = details !== null;
  useEffect(() => {
    if (open) return;
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus({ preventScroll: true });
  }, [open]);

  if (details === null) return null;
  return (
    <Suspense fallback={null}>
      <GameDetailsOverPage key={details.gameCode} gameCode={details.gameCode} href={details.href} onClose={() => void navigate(-1)} />
    </Suspense>
  );
}
