// The compiled catalogues of a locale (one per area of the site, see lingui.config.ts), loaded on
// demand and merged, so that a page ships only its language's messages (they travel to the browser
// inside the root loader's data). Merged once per locale: the server's requests share them
// (compiled catalogues never change, and nothing loads more into them) instead of merging six
// modules per loader.
import type { Messages } from '@lingui/core';
import type { Locale } from '@casino/core';

type Catalogue = () => Promise<{ messages: Messages }>;

const CATALOGUES: Readonly<Record<Locale, readonly Catalogue[]>> = {
  cs: [
    () => import('../locales/cs/messages.po'),
    () => import('../locales/cs/chrome.po'),
    () => import('../locales/cs/lobby.po'),
    () => import('../locales/cs/catalogue.po'),
    () => import('../locales/cs/game.po'),
    () => import('../locales/cs/filters.po'),
  ],
  en: [
    () => import('../locales/en/messages.po'),
    () => import('../locales/en/chrome.po'),
    () => import('../locales/en/lobby.po'),
    () => import('../locales/en/catalogue.po'),
    () => import('../locales/en/game.po'),
    () => import('../locales/en/filters.po'),
  ],
};

const merge = async (locale: Locale): Promise<Messages> =>
  Object.assign({}, ...(await Promise.all(CATALOGUES[locale].map((load) => load()))).map((catalogue) => catalogue.messages)) as Messages;

const merged = new Map<Locale, Promise<Messages>>();

export const loadMessages = (locale: Locale): Promise<Messages> => {
  let messages = merged.get(locale);
  if (messages === undefined) {
    messages = merge(locale);
    merged.set(locale, messages);
    // A failed import is tried again by the next request.
    messages.catch(() => merged.delete(locale));
  }
  return messages;
};
