// The operator's other addresses the portal links to (registration, poker, sport, lotto on the sports
// host, customer support, responsible gaming: the defaults of the portal's chrome settings point them at this origin).
// The demo has no such products; each answers a plain page saying what the real operator shows
// there, so that no link of the portal ends in a 404 (issue 21, finding 7).
import { Hono } from 'hono';
import { renderMessagePage } from '../http/html.ts';

export interface OperatorPage {
  readonly path: string;
  readonly title: string;
  readonly text: string;
}

export const OPERATOR_PAGES: readonly OperatorPage[] = [
  {
    path: '/registrace',
    title: 'Registration',
    text: 'The operator’s registration form would open here: a new player’s account, identity check and first deposit.',
  },
  { path: '/poker', title: 'Poker', text: 'The operator’s poker room would open here. The demo has no poker product.' },
  { path: '/sport', title: 'Sports betting', text: 'The operator’s sports betting site would open here. The demo has no sports product.' },
  { path: '/sport/loterie', title: 'Lotto', text: 'The operator’s lotto, on the sports host, would open here. The demo has no lotto product.' },
  { path: '/podpora', title: 'Customer support', text: 'The operator’s customer support would open here: contacts, chat and frequently asked questions.' },
  {
    path: '/responsible-gaming',
    title: 'Responsible gaming',
    text: 'The operator’s responsible-gaming pages would open here: where the panic button sends a player it has just excluded, with limits and where to find help.',
  },
];

/** The pages never change within a process; an hour of caching like any static page. */
export const OPERATOR_PAGE_CACHE_CONTROL = 'public, max-age=3600';

export const operatorPageRoutes = () => {
  const app = new Hono();
  for (const page of OPERATOR_PAGES) {
    const html = renderMessagePage(page.title, page.text);
    app.get(page.path, (c) => c.html(html, 200, { 'cache-control': OPERATOR_PAGE_CACHE_CONTROL }));
  }
  return app;
};
