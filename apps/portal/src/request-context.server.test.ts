// Issue 21, findings 1 and 2: the request context every loader reads describes the page the visitor
// asked for. A client navigation's data request (`/x.data`) has the document's canonical and preview,
// and the path alone decides the language: a locale cookie never turns a Czech address English.
import { describe, expect, it } from 'vitest';
import { pageRequestFor, routerContextFor } from './request-context.testing.ts';
import { pageRequestContext } from './request-context.server.ts';
import { demoPortalConfig } from './runtime/portal-config.ts';

const config = demoPortalConfig('http://127.0.0.1:9');
const ORIGIN = 'http://localhost';

describe('the request context of a data request', () => {
  it('has the canonical and preview of the page, not of its .data address', async () => {
    const page = await pageRequestFor(`${ORIGIN}/promo-bonusy.data?_routes=root`, config);
    expect(page.canonical).toBe(`${ORIGIN}/promo-bonusy`);
    expect(page.url.href).toBe(`${ORIGIN}/promo-bonusy`);
    const preview = await pageRequestFor(`${ORIGIN}/preview.data`, config);
    expect(preview.preview).toBe(true);
    expect((await pageRequestFor(`${ORIGIN}/preview/jackpoty.data`, config)).preview).toBe(true);
    expect((await pageRequestFor(`${ORIGIN}/_.data`, config)).canonical).toBe(`${ORIGIN}/`);
  });
});

describe('the language of a page', () => {
  it('is its path’s, whatever the locale cookie says', async () => {
    const english = { headers: { Cookie: 'locale=en' } };
    const home = await pageRequestFor(`${ORIGIN}/`, config, english);
    expect(home.locale).toBe('cs');
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expect((await pageRequestFor(`${ORIGIN}/kasino-zive`, config, english)).locale).toBe('cs');
    expect((await pageRequestFor(`${ORIGIN}/en/kasino-zive`, config, { headers: { Cookie: 'locale=cs' } })).locale).toBe('en');
  });
});

describe('the origin of a page', () => {
  it('is never the Host the request names (issue 21, finding 12)', async () => {
    const page = await pageRequestFor('http://evil.example/vyrobci', config);
    expect(page.origin).toBe('http://localhost');
    expect(page.canonical).toBe('http://localhost/vyrobci');
    expect((await pageRequestFor('http://evil.example:4173/vyrobci', config)).canonical).toBe('http://localhost:4173/vyrobci');
  });

  it('is a configured public origin: the one the request names, else the first', async () => {
    const origins = ['https://kasino.example', 'https://www.kasino.example'];
    const of = async (url: string) => (await routerContextFor(new Request(url), config, origins)).get(pageRequestContext).canonical;
    expect(await of('https://www.kasino.example/vyrobci')).toBe('https://www.kasino.example/vyrobci');
    expect(await of('http://evil.example/vyrobci')).toBe('https://kasino.example/vyrobci');
    expect(await of('http://127.0.0.1:4173/vyrobci')).toBe('https://kasino.example/vyrobci');
  });

  it('on a loopback address with none configured, is the address itself (npm start, the e2e servers)', async () => {
    expect((await pageRequestFor('http://127.0.0.1:4173/en', config)).canonical).toBe('http://127.0.0.1:4173/en');
    expect((await pageRequestFor('http://localhost:5173/', config)).origin).toBe('http://localhost:5173');
  });
});
