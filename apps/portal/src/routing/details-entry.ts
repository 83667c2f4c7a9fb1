// Whether the router's entry is game details over a page (game/game-details-host.tsx). That entry
// has the page's own address (the bar shows /hra/{game} by location masking), so closing the
// details, by Escape, the close button or the browser's back, is a navigation to the same address,
// which React Router answers by asking every loader of the page again: route-revalidation.ts tells
// that navigation from an explicit revalidation by this flag.
let shown = false;

export const setDetailsOverPageShown = (value: boolean): void => {
  shown = value;
};

export const detailsOverPageShown = (): boolean => shown;
