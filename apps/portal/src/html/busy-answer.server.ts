// What a visitor reads when the render queue is full (server/render-queue.ts): a short plain text
// in the page's language (its address's: the /en prefix, otherwise the site default), saying
// that the site is busy and to try again shortly (the answer's Retry-After says when). No React and no page data: the server is refusing
// work because it has too much, so the answer must cost next to nothing.
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@casino/core';
import { loadMessages } from '../i18n/load-messages.ts';
import { pageLocale } from '../i18n/request-locale.ts';
import { pageAddressOf } from '../page-address.ts';

/** The text of a refused request, in the request's language. */
export const busyText = async (request: Request, siteDefault: Locale): Promise<{ readonly locale: Locale; readonly text: string }> => {
  const locale = pageLocale(pageAddressOf(new URL(request.url)).pathname, siteDefault);
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
  return { locale, text: i18n._(msg`Stránky jsou právě přetížené: příliš mnoho návštěvníků najednou. Zkuste to prosím za chvíli znovu.`) };
};
