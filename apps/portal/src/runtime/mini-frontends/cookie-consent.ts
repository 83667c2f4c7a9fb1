// Cookie consent (part 2 §1, §7): a visitor who has not chosen gets the cookie-consent mini-frontend
// once the runtime runs; the choice is kept in the portal's cookie (the server reads it into the
// root's data) and told to the tag manager as the consent update of the four groups. Until a choice,
// the tag manager holds the state the page told it at hydration (all denied: portal-system-provider.tsx),
// so nothing that needs consent runs before it.
import {
  COOKIE_CONSENT,
  COOKIE_CONSENT_DAYS,
  consentCookieValue,
  consentUpdate,
  CookieConsentEvent,
  cookieConsentChoiceOf,
  grantedConsentGroups,
  MiniFrontendName,
  type ConsentGroup,
  type CookieConsentShow,
} from '@casino/core';
import type { PortalRuntime } from '../portal-runtime.ts';
import { loadMiniFrontend } from './mini-frontend-manifest.ts';

/** The banner's words in the page's language (the chrome keeps them current). */
export type CookieConsentTexts = Pick<CookieConsentShow, 'lang' | 'words'>;

export interface CookieConsentControl {
  readonly setTexts: (texts: CookieConsentTexts) => void;
  readonly stop: () => void;
}

/**
 * `chosen`: the groups the request's consent cookie granted, or null when the visitor has not chosen.
 * `onChoice`: told the groups of a choice made on this page (the marketing object follows it).
 */
export const startCookieConsent = (
  runtime: PortalRuntime,
  chosen: readonly ConsentGroup[] | null,
  onChoice: (granted: readonly ConsentGroup[]) => void = () => {},
): CookieConsentControl => {
  const { env } = runtime;
  let shown = chosen !== null;

  const show = async (texts: CookieConsentTexts) => {
    shown = true;
    const loaded = await loadMiniFrontend(env, runtime.config.prematchEndpoint, MiniFrontendName.cookieConsent);
    // A banner that does not load leaves the choice unmade: the tag manager keeps everything denied,
    // and the next page asks again.
    if (loaded.ok) env.events.dispatch(CookieConsentEvent.show, { ...texts, granted: [] } satisfies CookieConsentShow);
  };

  const unlistenChoice = env.events.listen(CookieConsentEvent.choice, (event) => {
    const choice = cookieConsentChoiceOf((event as CustomEvent<unknown>).detail);
    if (choice === null) return;
    env.cookies.set(COOKIE_CONSENT, consentCookieValue(choice.granted), { days: COOKIE_CONSENT_DAYS });
    env.track(consentUpdate(choice.granted));
    onChoice(grantedConsentGroups(consentCookieValue(choice.granted)) ?? []);
  });
  return {
    setTexts: (texts) => {
      if (!shown) void show(texts);
    },
    stop: unlistenChoice,
  };
};
