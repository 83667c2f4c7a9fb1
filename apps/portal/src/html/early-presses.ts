// A press on a button that only script answers (Log in, Search, the chat, the bottom bar's Menu, an
// all-games page's Filters), made before the part holding it has hydrated (its scripts still on
// their way: on a slow phone seconds after the button is painted), would reach no handler and be
// lost, and React replays no click on a part it cannot hydrate at once. So a small script at the
// end of the document's head takes such presses from the first paint on, in the document's capture
// phase (before React's listeners there): it notes what each asked for and stops it, so that no part
// hydrated in the meantime answers it as well. The part that answers a press claims it once it
// has hydrated (use-early-press.ts): a press made before is answered then, and from then on the
// part's own handler takes them.
const HOLDER = '__casinoEarlyPresses';

/** The buttons whose early press is kept, by what they ask for. */
export const EARLY_PRESS_TARGETS = {
  login: '[data-login-button]',
  search: '.casino-search-button',
  chat: '[data-chat-button]',
  menu: '.casino-bottom-bar button[aria-haspopup]',
  filters: '.casino-filters-button',
} as const;

export type EarlyPress = keyof typeof EARLY_PRESS_TARGETS;

interface EarlyPressHolder {
  /** What the presses not yet claimed asked for, in order. */
  readonly pressed: string[];
  /** What a hydrated part answers itself. */
  readonly claimed: Record<string, true>;
}

/** The inline script (with the request's nonce), written by the server at the end of the head. Its code has no `<`. */
export const earlyPressScript = (nonce: string | undefined): string => {
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return (
    `<script id="early-presses"${attribute}>(function(w,D,T){var q=[],c={};` +
    `D.addEventListener("click",function(e){var t=e.target;if(!t||!t.closest)return;` +
    `for(var k in T)if(!c[k]&&t.closest(T[k])){e.stopImmediatePropagation();q.push(k);return}},true);` +
    `w.${HOLDER}={pressed:q,claimed:c}})(window,document,${JSON.stringify(EARLY_PRESS_TARGETS)})</script>`
  );
};

/**
 * Claims `name`'s presses for the part that answers them from now on, and tells whether one was made
 * before (several count as one).
 */
export const claimEarlyPress = (name: EarlyPress): boolean => {
  const holder = (window as unknown as Record<string, EarlyPressHolder | undefined>)[HOLDER];
  if (holder === undefined || holder.claimed[name]) return false;
  holder.claimed[name] = true;
  const before = holder.pressed.length;
  const kept = holder.pressed.filter((pressed) => pressed !== name);
  holder.pressed.splice(0, before, ...kept);
  return kept.length < before;
};
