// Where <ScrollRestoration> keeps positions by history key (ours, passed as its storageKey), in a
// module of its own: the root needs only this name at start, and importing it from
// scroll-restoration.ts put that module (used by the all-games view) into the first scripts of
// every page.
export const SCROLL_POSITIONS_KEY = 'casino-scroll-positions';
