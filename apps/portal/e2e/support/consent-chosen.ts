// A returning visitor who has answered the cookie banner (necessary cookies only): every visit but
// the cookie-consent file's own, so that the banner, which a visitor without the cookie gets once
// the runtime runs, covers nothing another test presses or measures.
import type { BrowserContext } from 'playwright-core';
import { COOKIE_CONSENT } from '@casino/core';

export const CONSENT_CHOSEN: Readonly<Record<string, string>> = { [COOKIE_CONSENT]: '' };

export const withConsentChosen = async (context: BrowserContext, origin: string): Promise<BrowserContext> => {
  await context.addCookies(Object.entries(CONSENT_CHOSEN).map(([name, value]) => ({ name, value, url: origin })));
  return context;
};
