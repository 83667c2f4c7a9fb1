// Tag-manager consent (part 2 §7): each cookie-consent group becomes granted or denied; a group the
// player did not grant is denied.
import { AnalyticsEventName } from './analytics-event.ts';

export const CONSENT_GROUPS = ['performance', 'statistics', 'preferences', 'marketing'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];
export type ConsentState = 'granted' | 'denied';

/** The groups as flags, or the list of granted group names the consent mini-frontend reports. */
export type ConsentChoice = Readonly<Partial<Record<ConsentGroup, boolean>>> | readonly string[];

const isGranted = (groups: ConsentChoice, group: ConsentGroup): boolean =>
  Array.isArray(groups) ? (groups as readonly string[]).includes(group) : (groups as Partial<Record<ConsentGroup, boolean>>)[group] === true;

export const consentUpdate = (groups: ConsentChoice) =>
  ({
    event: AnalyticsEventName.consentUpdate,
    ...(Object.fromEntries(CONSENT_GROUPS.map((group) => [group, isGranted(groups, group) ? 'granted' : 'denied'])) as Record<ConsentGroup, ConsentState>),
  }) as const;

/**
 * The consent cookie's value: the granted groups in CONSENT_GROUPS' order, comma-separated ('' when
 * the visitor granted none, which is a choice too).
 */
export const consentCookieValue = (granted: ConsentChoice): string => CONSENT_GROUPS.filter((group) => isGranted(granted, group)).join(',');

/**
 * The groups a consent cookie grants, or null when the visitor has not chosen (no cookie). The
 * cookie comes back from the browser, so anything else in it is dropped, never granted.
 */
export const grantedConsentGroups = (cookie: string | null): readonly ConsentGroup[] | null => {
  if (cookie === null) return null;
  const named = new Set(cookie.split(','));
  return CONSENT_GROUPS.filter((group) => named.has(group));
};
