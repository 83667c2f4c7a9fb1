// Every error is the site's one error page (part 2 §2 "Error page"; issue 21, finding 4): an unknown
// address, a redirect helper that leads nowhere, an address React Router's patterns cannot match (a
// line separator in it), a page asked with a method it does not take, and a page whose call failed
// each answer their status with the error page in the address's language: words (never message
// ids), the site's header around it, its picture, the way home and "or contact our customer
// support"; axe finds nothing (once per status, language and size); its title is the site's pattern. A redirect helper that names a page still redirects.
import { describe, expect, it } from 'vitest';
import { ErrorPagesModel } from './models/error-pages.model.ts';
import { problemsBesidesDocumentStatus } from './support/page-problems.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const [DESKTOP, PHONE] = VIEWPORTS;
const smoke = useSmokeSession(ErrorPagesModel);
const { withPage } = smoke;

const LOCALES = [
  {
    locale: 'cs',
    prefix: '',
    home: '/',
    notFound: 'Stránka nenalezena',
    failed: 'Něco se pokazilo',
    gamesFailed: 'Hry se nepodařilo načíst. Zkuste to prosím za chvíli znovu.',
    siteName: 'Kasino Demo',
    support: 'nebo kontaktujte naši zákaznickou podporu',
  },
  {
    locale: 'en',
    prefix: '/en',
    home: '/en',
    notFound: 'Page not found',
    failed: 'Something went wrong',
    gamesFailed: 'The games could not be loaded. Please try again in a moment.',
    siteName: 'Casino Demo',
    support: 'or contact our customer support',
  },
] as const;

const ADDRESSES = [
  { name: 'an unknown address', method: 'GET', path: '/tohle-neexistuje', status: 404 },
  { name: 'a redirect helper that leads nowhere', method: 'GET', path: '/redirect/xyz', status: 404 },
  { name: 'an address with a line separator', method: 'GET', path: '/%E2%80%A8', status: 404 },
  { name: 'a page posted to', method: 'POST', path: '/vyrobci', status: 405 },
  { name: 'a page put to', method: 'PUT', path: '/vyrobci', status: 405 },
  { name: 'an unknown address posted to', method: 'POST', path: '/tohle-neexistuje', status: 405 },
  // A method React Router does not know at all ran no loader, not even the root's (server/page-methods.ts).
  { name: 'a page asked with a method of another protocol', method: 'PROPFIND', path: '/vyrobci', status: 405 },
] as const;

const AXE_ADDRESSES = new Set(['GET /tohle-neexistuje', 'POST /vyrobci']);

describe.each(LOCALES)('in $locale', ({ locale, prefix, home, notFound, failed, gamesFailed, siteName, support }) => {
  it.each(ADDRESSES)('$name ($method $path) is the error page with words, header and support', async ({ method, path, status }) => {
    await withPage(DESKTOP, async (I, problems) => {
      const response = await I.openWith(method, `${prefix}${path}`);
      expect(response.status()).toBe(status);
      if (status === 405) expect(await response.headerValue('Allow')).toBe('GET, HEAD');
      expect(await I.page.title()).toMatch(new RegExp(`^${status === 404 ? notFound : failed} \\| ${siteName}$`));
      const seen = await I.errorPage();
      expect(seen).toMatchObject({ status: String(status === 405 ? 405 : 404), heading: status === 404 ? notFound : failed, homeHref: home, inChrome: true });
      const words = await I.words();
      expect(words.lang?.split('-')[0]).toBe(locale);
      expect(words.messageIds).toEqual([]);
      expect(words.supportText).toBe(support);
      expect(words.supportHref).toMatch(/^https?:\/\/.+/);
      // One page for every address of a status: axe looks at the first of each (and at a phone's below).
      if (AXE_ADDRESSES.has(`${method} ${path}`)) expect(await I.accessibilityViolations()).toEqual([]);
      expect(problemsBesidesDocumentStatus(problems, response.url()).filter((text) => !/status of 405/.test(text))).toEqual([]);
    });
  });

  it('a page asked for its options answers the methods it takes, with no page', async () => {
    const answer = await fetch(`${smoke.servers.portal.origin}${prefix}/vyrobci`, { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('Allow')).toBe('GET, HEAD');
    expect(await answer.text()).toBe('');
  });

  it('a page whose games call fails is the error page with its key in words, header and support', async () => {
    smoke.servers.platform.faults.add({ path: '/content/games/no-files', status: 503 });
    try {
      await withPage(PHONE, async (I, problems) => {
        const response = await I.open(`${prefix}/kategorie/top-10`);
        expect(response.status()).toBe(500);
        expect(await I.errorPage()).toMatchObject({
          status: '500',
          heading: failed,
          message: gamesFailed,
          errorKey: 'errors.failed-to-fetch-games',
          inChrome: true,
        });
        const words = await I.words();
        expect(words.messageIds).toEqual([]);
        expect(words.supportText).toBe(support);
        expect(problemsBesidesDocumentStatus(problems, response.url())).toEqual([]);
      });
    } finally {
      smoke.servers.platform.faults.clear();
    }
  });

  it('a redirect helper that names a page redirects to it', async () => {
    await withPage(DESKTOP, async (I) => {
      expect(await I.ask(`${prefix}/redirect/promotions/leto`)).toEqual({ status: 302, location: `${prefix}/promo-bonusy/leto` });
    });
  });
});

describe('how it looks', () => {
  it.each(VIEWPORTS)('the not-found page of a bad address (its picture, the way home) and the 405 page on a $name', async (viewport) => {
    await withPage(viewport, async (I) => {
      await I.openWith('GET', '/en/%E2%80%A8');
      await I.errorPage();
      expect(await I.page.locator('.casino-error-page svg').count()).toBe(1);
      expect(await I.page.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/en');
      if (viewport === PHONE) expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}error-pages-bad-address-en-${viewport.name}.png`);
    });
    await withPage(viewport, async (I) => {
      await I.openWith('POST', '/vyrobci');
      await I.errorPage();
      await I.screenshot(`${SCREENSHOTS}error-pages-405-cs-${viewport.name}.png`);
    });
  });
});
