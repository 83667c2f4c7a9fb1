// The compiled catalogue of a locale, loaded on demand so that a page ships only its language's
// messages (they travel to the browser inside the root loader's data).
import type { Messages } from '@lingui/core';
import type { Locale } from '@casino/core';

const CATALOGUES: Readonly<Record<Locale, () => Promise<{ messages: Messages }>>> = {
  cs: () => import('../locales/cs/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

export const loadMessages = async (locale: Locale): Promise<Messages> => (await CATALOGUES[locale]()).messages;
