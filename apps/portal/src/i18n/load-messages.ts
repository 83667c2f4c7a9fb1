// The compiled catalogues of a locale (one per area of the site, see lingui.config.ts), loaded on
// demand and merged, so that a page ships only its language's messages (they travel to the browser
// inside the root loader's data).
import type { Messages } from '@lingui/core';
import type { Locale } from '@casino/core';

type Catalogue = () => Promise<{ messages: Messages }>;

const CATALOGUES: Readonly<Record<Locale, readonly Catalogue[]>> = {
  cs: [
    () => import('../locales/cs/messages.po'),
    () => import('../locales/cs/chrome.po'),
    () => import('../locales/cs/lobby.po'),
    () => import('../locales/cs/catalogue.po'),
  ],
  en: [
    () => import('../locales/en/messages.po'),
    () => import('../locales/en/chrome.po'),
    () => import('../locales/en/lobby.po'),
    () => import('../locales/en/catalogue.po'),
  ],
};

export const loadMessages = async (locale: Locale): Promise<Messages> =>
  Object.assign({}, ...(await Promise.all(CATALOGUES[locale].map((load) => load()))).map((catalogue) => catalogue.messages)) as Messages;
