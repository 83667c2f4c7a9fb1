// Which player-only rows had games on this browser's last visit (core's COOKIE_PLAYER_ROWS_HINT):
// the rows' category ids, dot-separated (a character percent-encoding leaves as it is). The server
// holds a place for each of them in a page asked with a session hint (root-data.server.ts), so a
// returning player's rows come into places of their height instead of pushing the page down by a
// row each (0.09–0.12 of layout shift on a phone's lobby). The cookie is the browser's to write and
// anyone's to forge: it is read as a bounded set of plain ids, and the server only matches them
// against its own layout's categories.
import { COOKIE_PLAYER_ROWS_HINT } from '@casino/core';
import type { CookieJar } from '../../runtime/environment/portal-environment.ts';

/** A category id the hint keeps; an id of other characters has its row come without a place. */
const HINT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** More rows than a lobby and a live lobby hold together; the cookie stays under 2 KB. */
export const MAX_HINTED_ROWS = 24;
const SEPARATOR = '.';

/** The hinted ids of a cookie's value: the well-formed ones, once each, at most MAX_HINTED_ROWS. */
export const readPlayerRowsHint = (value: string | null): readonly string[] => {
  if (value === null || value === '') return [];
  const ids = new Set<string>();
  for (const id of value.split(SEPARATOR, MAX_HINTED_ROWS * 4)) {
    if (ids.size === MAX_HINTED_ROWS) break;
    if (HINT_ID.test(id)) ids.add(id);
  }
  return [...ids];
};

/**
 * The hint after a row's list answered: its id kept (newest last) when the row had games, dropped
 * when it had none; null when nothing changes, so an unchanged hint is never written.
 */
export const playerRowsHintAfter = (hinted: readonly string[], categoryId: string, shown: boolean): string | null => {
  const has = hinted.includes(categoryId);
  if (shown === has || !HINT_ID.test(categoryId)) return null;
  const others = hinted.filter((id) => id !== categoryId);
  const next = shown ? [...others, categoryId].slice(-MAX_HINTED_ROWS) : others;
  return next.join(SEPARATOR);
};

/**
 * Tells the hint a row's answer. `held` is what the page's request said (root data): when the answer
 * agrees, the cookie is neither read nor written (document.cookie is a call to the browser process).
 * A browser-session cookie, as the session hint is; it goes with it at logout (session-hint.ts).
 */
export const rememberPlayerRow = (cookies: CookieJar, categoryId: string, shown: boolean, held: boolean): void => {
  if (shown === held) return;
  const next = playerRowsHintAfter(readPlayerRowsHint(cookies.get(COOKIE_PLAYER_ROWS_HINT)), categoryId, shown);
  if (next === null) return;
  if (next === '') cookies.remove(COOKIE_PLAYER_ROWS_HINT);
  else cookies.set(COOKIE_PLAYER_ROWS_HINT, next);
};
