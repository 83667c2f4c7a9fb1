// The typed window events between the portal and the cookie-consent mini-frontend (part 2 §1, §7).
// The portal shows the banner with its words and the groups granted so far; the banner hands back
// the visitor's choice. The portal keeps the choice (its cookie) and tells the tag manager.
import { CONSENT_GROUPS, type ConsentGroup } from '../analytics/consent.ts';
import { dispatchWindowEvent, listenWindowEvent } from './window-events.ts';

export const CookieConsentEvent = {
  /** portal → banner: show (or stay shown) with these words and these groups checked. */
  show: 'casino:cookie-consent:show',
  /** banner → portal: the visitor chose; the banner has closed. */
  choice: 'casino:cookie-consent:choice',
} as const;

/**
 * The attribute on the host's root (`<html>`) that the shown banner sets to how far up from the
 * window's bottom edge it reaches, in whole pixels (e.g. `312`), and removes once closed: what the
 * host docks at the bottom (the snackbars on a phone) sits above it instead of under it. An attribute
 * and not a custom property there: every element inherits a custom property of the root, so each
 * change restyled the whole page (16 ms on the lobby, four times that on a slow phone, as the
 * visitor's first interaction started the runtime), while no style rule reads this attribute.
 */
export const COOKIE_CONSENT_INSET_ATTRIBUTE = 'data-cookie-consent-inset';

/** The custom property the host sets on what it docks at the bottom (react-ui's snackbar host, on its own element only). */
export const COOKIE_CONSENT_INSET_PROPERTY = '--cookie-consent-inset';

/** Pure: the attribute's value as the property's length; null when there is none or it is not a whole number of pixels. */
export const cookieConsentInset = (value: string | null): string | null => (value !== null && /^\d{1,5}$/.test(value) ? `${Number(value)}px` : null);

export interface CookieConsentGroupWords {
  readonly label: string;
  readonly description: string;
}

export interface CookieConsentWords {
  readonly title: string;
  readonly text: string;
  readonly acceptAll: string;
  readonly rejectAll: string;
  readonly customise: string;
  readonly save: string;
  /** The cookies the site cannot work without: shown checked and disabled. */
  readonly necessary: CookieConsentGroupWords;
  readonly groups: Readonly<Record<ConsentGroup, CookieConsentGroupWords>>;
}

export interface CookieConsentShow {
  readonly lang: string;
  readonly words: CookieConsentWords;
  /** The groups granted so far (checked when the visitor customises). */
  readonly granted: readonly ConsentGroup[];
}

export interface CookieConsentChoice {
  readonly granted: readonly ConsentGroup[];
}

export interface CookieConsentEventMap {
  readonly [CookieConsentEvent.show]: CookieConsentShow;
  readonly [CookieConsentEvent.choice]: CookieConsentChoice;
}

export type CookieConsentEventType = keyof CookieConsentEventMap;

export const dispatchCookieConsentEvent = <K extends CookieConsentEventType>(target: EventTarget, type: K, detail: CookieConsentEventMap[K]): void =>
  dispatchWindowEvent<CookieConsentEventMap, K>(target, type, detail);

export const listenCookieConsentEvent = (target: EventTarget, type: CookieConsentEventType, listener: (detail: unknown) => void): (() => void) =>
  listenWindowEvent<CookieConsentEventMap>(target, type, listener);

/**
 * A choice as the portal reads it from the banner's event: a list of group names, of which only the
 * known groups count (each once); anything else is no choice at all (null), never a grant.
 */
export const cookieConsentChoiceOf = (detail: unknown): CookieConsentChoice | null => {
  const granted = typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>)['granted'] : undefined;
  if (!Array.isArray(granted) || !granted.every((name) => typeof name === 'string')) return null;
  return { granted: CONSENT_GROUPS.filter((group) => granted.includes(group)) };
};
