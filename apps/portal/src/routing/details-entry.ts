// Whether the router's entry is game details over a page (game/game-details-host.tsx). That entry
// has the page's own address (the bar shows /hra/{game} by location masking), so closing the
// details, by Escape, the close button or the browser's back, is a navigation to the same address,
// which React Router answers by asking every loader of the page again: route-revalidation.ts tells
// that navigation from an explicit revalidation by this flag.
import type { DataRouter, RouterState } from 'react-router';

let shown = false;

export const setDetailsOverPageShown = (value: boolean): void => {
  shown = value;
};

export const detailsOverPageShown = (): boolean => shown;

/**
 * Keeps the flag on the router's own entry, `isDetails` telling an entry's state; returns the stop.
 * The router's subscribers hear a navigation as it completes, where React draws it later (a
 * transition): a back pressed between the two already leaves the details, and must be told so.
 */
export const followDetailsEntry = (router: Pick<DataRouter, 'state' | 'subscribe'>, isDetails: (state: unknown) => boolean): (() => void) => {
  const follow = ({ location }: Pick<RouterState, 'location'>) => setDetailsOverPageShown(isDetails(location.state));
  follow(router.state);
  const unsubscribe = router.subscribe(follow);
  return () => {
    unsubscribe();
    setDetailsOverPageShown(false);
  };
};
