// What the root route's loader hands every page (root.tsx): the chrome reads it by the route id
// 'root', so its type lives here, below both, and the chrome need not import the document.
import type { ConsentGroup, Locale, ThemeOption } from '@casino/core';
import type { MessagesText } from './i18n/messages-text.ts';
import type { ClientSettings } from './runtime/browser/browser-runtime.ts';

export interface RootData {
  readonly locale: Locale;
  readonly theme: ThemeOption;
  /** The locale's messages as one JSON text (i18n/messages-text.ts: one value to encode, not some 800). */
  readonly messages: MessagesText;
  /** What the browser's runtime needs (public addresses only) and the error-reporting DSN. */
  readonly client: ClientSettings;
  /**
   * Whether the document's request carried the remembered-username, the player-session hint or a native launch's cookie: the browser runtime then
   * starts at once (runtime/browser/start-trigger.ts). Read from the request, so the hydrating page
   * does not read document.cookie, a synchronous call to the browser process that took up to a tenth
   * of a phone's game page's hydration effects while the page's requests were under way.
   */
  readonly mayHaveSession: boolean;
  /**
   * The player-only rows (category ids) that had games on this browser's last visit, read from the
   * request's rows hint when it may hold a session (lobby/player-rows/player-rows-hint.ts), else none:
   * the lobby holds their places until the player's lists answer.
   */
  readonly heldPlayerRows: readonly string[];
  /**
   * The cookie-consent groups the request's consent cookie granted, or null when the visitor has not
   * chosen: the page tells the tag manager this state before anything else, and the runtime shows the
   * cookie banner when it is null (runtime/mini-frontends/cookie-consent.ts).
   */
  readonly consent: readonly ConsentGroup[] | null;
}
