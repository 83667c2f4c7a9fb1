// Issue 21, findings 1 and 2: the request context every loader reads describes the page the visitor
// asked for. A client navigation's data request (`/x.data`) has the document's canonical and preview,
// and the path alone decides the language: a locale cookie never turns a Czech address English.
import { describe, expect, it } from 'vitest';
import { pageRequestFor } from './request-context.testing.ts';
import { demoPortalConfig } from './runtime/portal-config.ts';

const config = demoPortalConfig('http://127.0.0.1:9');
const ORIGIN = 'http://portal.test';

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
