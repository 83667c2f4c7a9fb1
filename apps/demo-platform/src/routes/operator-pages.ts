// The operator's other addresses the portal links to (registration, poker, sport, lotto on the sports
// host, customer support, responsible gaming: the defaults of the portal's chrome settings point them at this origin).
// The demo has no such products; each answers a plain page saying what the real operator shows
// there, so that no link of the portal ends in a 404 (issue 21, finding 7). The portal's links carry
// no language, so the page speaks the browser's (page-locale.ts).
import { Hono } from 'hono';
import type { Locale } from '@casino/core';
import { renderMessagePage, type PageMessage } from '../http/html.ts';
import { requestPageLocale } from '../http/page-locale.ts';

export interface OperatorPage {
  readonly path: string;
  readonly messages: Readonly<Record<Locale, PageMessage>>;
}

export const OPERATOR_PAGES: readonly OperatorPage[] = [
  {
    path: '/registrace',
    messages: {
      cs: { title: 'Registrace', text: 'Tady by se otevřel registrační formulář provozovatele: účet nového hráče, ověření totožnosti a první vklad.' },
      en: { title: 'Registration', text: 'The operator’s registration form would open here: a new player’s account, identity check and first deposit.' },
    },
  },
  {
    path: '/poker',
    messages: {
      cs: { title: 'Poker', text: 'Tady by se otevřela pokerová herna provozovatele. Ukázka poker nenabízí.' },
      en: { title: 'Poker', text: 'The operator’s poker room would open here. The demo has no poker product.' },
    },
  },
  {
    path: '/sport',
    messages: {
      cs: { title: 'Kurzové sázky', text: 'Tady by se otevřely kurzové sázky provozovatele. Ukázka sázky nenabízí.' },
      en: { title: 'Sports betting', text: 'The operator’s sports betting site would open here. The demo has no sports product.' },
    },
  },
  {
    path: '/sport/loterie',
    messages: {
      cs: { title: 'Loterie', text: 'Tady by se na sportovním webu otevřely loterie provozovatele. Ukázka loterie nenabízí.' },
      en: { title: 'Lotto', text: 'The operator’s lotto, on the sports host, would open here. The demo has no lotto product.' },
    },
  },
  {
    path: '/podpora',
    messages: {
      cs: { title: 'Zákaznická podpora', text: 'Tady by se otevřela zákaznická podpora provozovatele: kontakty, chat a časté dotazy.' },
      en: { title: 'Customer support', text: 'The operator’s customer support would open here: contacts, chat and frequently asked questions.' },
    },
  },
  {
    path: '/responsible-gaming',
    messages: {
      cs: {
        title: 'Zodpovědné hraní',
        text: 'Tady by se otevřely stránky provozovatele o zodpovědném hraní: sem tlačítko paniky posílá hráče, kterého právě vyloučilo, s limity a s tím, kde hledat pomoc.',
      },
      en: {
        title: 'Responsible gaming',
        text: 'The operator’s responsible-gaming pages would open here: where the panic button sends a player it has just excluded, with limits and where to find help.',
      },
    },
  },
];

/** The pages never change within a process; an hour of caching like any static page, one copy per language. */
export const OPERATOR_PAGE_CACHE_CONTROL = 'public, max-age=3600';

export const operatorPageRoutes = () => {
  const app = new Hono();
  for (const page of OPERATOR_PAGES) {
    app.get(page.path, (c) => {
      const locale = requestPageLocale(c.req);
      return c.html(renderMessagePage(locale, page.messages[locale]), 200, { 'cache-control': OPERATOR_PAGE_CACHE_CONTROL, vary: 'Accept-Language' });
    });
  }
  return app;
};
