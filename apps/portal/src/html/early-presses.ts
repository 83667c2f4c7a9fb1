// A press on the header's Log in or Search button made before the header has hydrated (its scripts
// still on their way: on a slow phone seconds after the button is painted) would reach no handler
// and be lost, and React replays no click on a part it cannot hydrate at once. So a small script at
// the end of the document's head takes such presses from the first paint on, in the document's
// capture phase (before React's listeners there): it keeps the last one and stops it, so that no
// part hydrated in the meantime answers it as well. The hydrated header takes it (takeEarlyPress),
// which also ends the capture, and does what the press asked for.
const HOLDER = '__casinoEarlyPresses';

/** The buttons whose early press is kept, by what they ask for. */
export const EARLY_PRESS_TARGETS = { login: '[data-login-button]', search: '.casino-search-button' } as const;

export type EarlyPress = keyof typeof EARLY_PRESS_TARGETS;

interface EarlyPressHolder {
  /** The buttons pressed, in order. */
  readonly pressed: Element[];
  readonly stop: () => void;
}

const SELECTOR = Object.values(EARLY_PRESS_TARGETS).join(',');

/** The inline script (with the request's nonce), written by the server at the end of the head. Its code has no `<`. */
export const earlyPressScript = (nonce: string | undefined): string => {
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return (
    `<script id="early-presses"${attribute}>(function(w,D,S){var q=[];` +
    `function on(e){var t=e.target,b=t&&t.closest?t.closest(S):null;if(b){e.stopImmediatePropagation();q.push(b)}}` +
    `D.addEventListener("click",on,true);w.${HOLDER}={pressed:q,stop:function(){D.removeEventListener("click",on,true)}}})` +
    `(window,document,${JSON.stringify(SELECTOR)})</script>`
  );
};

/** Ends the capture (once, in the browser) and tells what the last early press asked for, if any. */
export const takeEarlyPress = (): EarlyPress | null => {
  const host = window as unknown as Record<string, EarlyPressHolder | undefined>;
  const holder = host[HOLDER];
  if (holder === undefined) return null;
  holder.stop();
  host[HOLDER] = undefined;
  const last = holder.pressed[holder.pressed.length - 1];
  if (last === undefined) return null;
  const names = Object.keys(EARLY_PRESS_TARGETS) as EarlyPress[];
  return names.find((name) => last.matches(EARLY_PRESS_TARGETS[name])) ?? null;
};
