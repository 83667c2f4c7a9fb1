// Security end to end: CMS content full of XSS payloads (support/hostile-world.ts) shown by the real
// pages in Chromium, proving that nothing runs and that the CSP never had to step in (a report would
// mean the payload reached the DOM); the strict CSP with a fresh nonce on every HTML response; the
// one Trusted Types policy; cache headers that let a CDN hold public pages and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { modulePreloadsOf } from '../src/html/scripts-after-first-paint.server.ts';
import { SecurityModel } from './models/security.model.ts';
import { withConsentChosen } from './support/consent-chosen.ts';
import { launchChromium } from './support/chromium.ts';
import { hostileWorld, SAFE_MARKER, startWorldServers, type HostileWorld, type WorldServers } from './support/hostile-world.ts';

let hostile: HostileWorld;
let servers: WorldServers;
let browser: Browser;

beforeAll(async () => {
  hostile = hostileWorld();
  [servers, browser] = await Promise.all([startWorldServers(hostile.world), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await servers?.close();
});

const visitor = async (check: (I: SecurityModel) => Promise<void>) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await check(await SecurityModel.in(await withConsentChosen(context, servers.portal.origin), servers.portal.origin));
  } finally {
    await context.close();
  }
};

describe('XSS payloads in CMS content run nowhere', () => {
  it.each(['/', '/en'])('the lobby %s: row title and game name shown as text, nothing runs, no CSP report', async (path) => {
    await visitor(async (I) => {
      const response = await I.open(path);
      expect(response.status()).toBe(200);
      // The payload-laden texts are on the page as text (so the check is not of an empty page).
      await I.seeText('Hra <img src=x onerror=');
      expect(await I.scriptLinks()).toEqual([]);
      expect(await I.activeMarkup()).toEqual([]);
      await I.seeNothingRan();
    });
  });

  it('the promotion page /promo-bonusy/<slug>', async () => {
    await visitor(async (I) => {
      expect((await I.open(`/promo-bonusy/${hostile.promotionSlug}`)).status()).toBe(200);
      await I.seeText(SAFE_MARKER);
      expect(await I.scriptLinks()).toEqual([]);
      expect(await I.activeMarkup()).toEqual([]);
      await I.seeNothingRan();
    });
  });

  it('the content page /novinky/<slug>', async () => {
    await visitor(async (I) => {
      expect((await I.open(`/novinky/${hostile.contentPageSlug}`)).status()).toBe(200);
      await I.seeText(SAFE_MARKER);
      expect(await I.scriptLinks()).toEqual([]);
      expect(await I.activeMarkup()).toEqual([]);
      await I.seeNothingRan();
    });
  });

  it('a client-side navigation from the lobby runs nothing either', async () => {
    await visitor(async (I) => {
      await I.open('/');
      const page = I.page;
      await page.locator('[data-game-tile] a, a[data-game-tile]').first().click();
      await page.waitForLoadState('networkidle');
      await page.goBack();
      await page.waitForLoadState('networkidle');
      await I.seeNothingRan();
    });
  });
});

const NONCE = /script-src 'nonce-([A-Za-z0-9+/=]+)'/;

const policyOf = async (path: string) => {
  const response = await fetch(new URL(path, servers.portal.origin), { redirect: 'manual' });
  const html = await response.text();
  return { response, html, policy: response.headers.get('Content-Security-Policy') ?? '' };
};

describe('the content security policy', () => {
  it.each(['/', '/en', '/vsechny-hry', '/preview', '/tohle-neexistuje', `/novinky/${'x'.repeat(3)}`])(
    '%s: strict policy, the nonce on every script of the document',
    async (path) => {
      const { response, html, policy } = await policyOf(path);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      const nonce = NONCE.exec(policy)?.[1];
      expect(nonce, policy).toBeDefined();
      expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "require-trusted-types-for 'script'", "'strict-dynamic'"]) {
        expect(policy).toContain(directive);
      }
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      // Exactly the two named policies (sanitised HTML, third-party script URLs), no duplicates allowed, no 'default' policy.
      expect(/trusted-types ([^;]*)/.exec(policy)?.[1]?.trim()).toBe('casino-html casino-script-url');
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      // The document names its module preloads in the after-paint script (whose nonce is checked
      // above), which adds them in the browser: the test below checks the nonce of each it adds.
      expect(html).not.toMatch(/<link\b[^>]*rel="?modulepreload/);
      expect(modulePreloadsOf(html).length).toBeGreaterThan(0);
    },
  );

  it("in the browser: every module preload the page adds (after its first paint, and the route prefetch) carries the response's nonce", async () => {
    await visitor(async (I) => {
      const response = await I.open('/');
      const nonce = NONCE.exec((await response.allHeaders())['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeDefined();
      const named = modulePreloadsOf(await response.text()).map((href) => new URL(href, servers.portal.origin).href);
      // The route prefetch adds the chrome's pages' chunks once a pointer heads for a link.
      await I.page.locator('header a[href^="/"]').first().hover();
      const preloads = await I.modulePreloadsOnceMoreThan(named.length);
      expect(preloads.map((link) => link.href)).toEqual(expect.arrayContaining(named));
      expect(preloads.filter((link) => link.nonce !== nonce)).toEqual([]);
      await I.seeNothingRan();
    });
  });

  it('two requests get two nonces', async () => {
    const nonces = await Promise.all([policyOf('/'), policyOf('/'), policyOf('/tohle-neexistuje')]).then((answers) =>
      answers.map(({ policy }) => NONCE.exec(policy)?.[1]),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('a HEAD of a page carries the policy too', async () => {
    const response = await fetch(new URL('/', servers.portal.origin), { method: 'HEAD' });
    expect(response.headers.get('Content-Security-Policy')).toMatch(NONCE);
  });

  it('in the browser: Trusted Types are enforced, no other policy name is allowed, casino-html once', async () => {
    await visitor(async (I) => {
      await I.open('/');
      // The portal takes the name as its client bundle starts, which the settled network does not
      // promise (the scripts come after the first paint); a running runtime does.
      await I.waitForRuntime();
      const result = await I.page.evaluate(() => {
        const attempt = (run: () => unknown) => {
          try {
            run();
            return 'allowed';
          } catch (error) {
            return (error as Error).name;
          }
        };
        const tt = (window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes;
        return {
          innerHtml: attempt(() => {
            document.createElement('div').innerHTML = '<b>x</b>';
          }),
          otherPolicy: attempt(() => tt.createPolicy('evil', { createHTML: (input: string) => input })),
          defaultPolicy: attempt(() => tt.createPolicy('default', { createHTML: (input: string) => input })),
          casinoHtml: attempt(() => tt.createPolicy('casino-html', { createHTML: (input: string) => input })),
          casinoHtmlAgain: attempt(() => tt.createPolicy('casino-html', { createHTML: (input: string) => input })),
        };
      });
      expect(result.innerHtml).toBe('TypeError');
      expect(result.otherPolicy).toBe('TypeError');
      expect(result.defaultPolicy).toBe('TypeError');
      // The name may be taken once per page, and the portal took it at start (root.tsx).
      expect(result.casinoHtmlAgain).toBe('TypeError');
      expect(result.casinoHtml).toBe('TypeError');
      // These attempts are violations on purpose, reported as such.
      expect((await I.violations()).length).toBeGreaterThan(0);
    });
  });
});

describe('cache headers: no shared cache holds a page (its nonce, its visitor), drafts are never stored', () => {
  const cacheControl = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(new URL(path, servers.portal.origin), { redirect: 'manual', headers });
    await response.arrayBuffer();
    return {
      cacheControl: response.headers.get('Cache-Control'),
      vary: response.headers.get('Vary') ?? '',
      setCookie: response.headers.get('Set-Cookie'),
      status: response.status,
    };
  };

  it('pages and the 404 page: private and revalidated, varying by Cookie and encoding', async () => {
    for (const path of ['/', '/en', '/vsechny-hry', '/tohle-neexistuje']) {
      const answer = await cacheControl(path);
      expect(answer.cacheControl, path).toBe('private, no-cache');
      expect(answer.vary, path).toMatch(/Cookie/);
      expect(answer.vary, path).toMatch(/Accept-Encoding/);
      expect(answer.setCookie, path).toBeNull();
    }
  });

  it('preview pages (Draft content), language switches that set a cookie and redirects are never stored', async () => {
    expect((await cacheControl('/preview')).cacheControl).toBe('no-store');
    expect((await cacheControl('/en/preview')).cacheControl).toBe('no-store');
    const languageSwitch = await cacheControl('/?lang=en');
    expect(languageSwitch.status).toBe(302);
    expect(languageSwitch.setCookie).toMatch(/^locale=en/);
    expect(languageSwitch.cacheControl).toBe('no-store');
    expect((await cacheControl('/vyherci')).cacheControl).toBe('no-store');
  });

  it('a visitor with a session cookie gets the same public page and no cookie back (nothing per-user in the HTML)', async () => {
    // Nonces differ per response and jackpot amounts grow between two requests: neither is per-user.
    const strip = (html: string) =>
      html
        .replace(/nonce="[^"]+"/g, '')
        .replace(/'nonce-[^']+'/g, '')
        .replace(/[\d\s\u00a0,.]+/g, '');
    const guest = await fetch(new URL('/', servers.portal.origin)).then((response) => response.text());
    const withSession = await fetch(new URL('/', servers.portal.origin), { headers: { Cookie: 'session=abc; token=secret-token' } });
    expect(withSession.headers.get('Set-Cookie')).toBeNull();
    const html = await withSession.text();
    expect(html).not.toContain('secret-token');
    expect(strip(html).length).toBe(strip(guest).length);
  });

  it('hashed assets are immutable for a year', async () => {
    const html = await fetch(new URL('/', servers.portal.origin)).then((response) => response.text());
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    expect((await cacheControl(asset!)).cacheControl).toBe('public, max-age=31536000, immutable');
  });
});
