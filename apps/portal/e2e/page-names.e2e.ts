// One name per page (issue 21, finding 6): the words a menu links a page with are the page's heading
// and the name in its title, in both languages. The walk reads the header's menus (the lobby switch
// and the submenu) of both lobbies from the server's HTML and opens every portal page they link to.
// The bottom bar is left out: its labels are the phone's short words under icons ("Domů", "Promo").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTitle } from '../src/page-title.ts';
import { DEMO_SITE_NAME } from '../src/runtime/portal-config.ts';
import { startSmokeServers, type SmokeServers } from './support/servers.ts';

let servers: SmokeServers;
beforeAll(async () => {
  servers = await startSmokeServers();
});
afterAll(() => servers?.close());

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>', nbsp: ' ' };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();

/** The links of the header's menus: the lobby switch and the submenu (their `<nav>`s in the server's HTML). */
const menuLinksOf = (html: string): { href: string; label: string }[] =>
  [...html.matchAll(/<nav class="casino-overflow-nav[^"]*"[^>]*>(.*?)<\/nav>/gs)].flatMap((nav) =>
    [...(nav[1] ?? '').matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((link) => ({ href: link[1] ?? '', label: textOf(link[2] ?? '') })),
  );

const headingOf = (html: string) => {
  const found = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html);
  return found ? textOf(found[1] ?? '') : null;
};
const titleOf = (html: string) => {
  const found = /<title>(.*?)<\/title>/s.exec(html);
  return found ? textOf(found[1] ?? '') : null;
};

describe('a page is called what its menu link says (issue 21, finding 6)', () => {
  it('every header menu link leads to a page whose heading is its label and whose title names it, in Czech and English', { timeout: 240_000 }, async () => {
    const origin = servers.portal.origin;
    const problems: string[] = [];
    const seen = new Set<string>();
    let checked = 0;
    for (const [lobby, locale] of [
      ['/', 'cs'],
      ['/kasino-zive', 'cs'],
      ['/en', 'en'],
      ['/en/kasino-zive', 'en'],
    ] as const) {
      const html = await (await fetch(`${origin}${lobby}`)).text();
      const links = menuLinksOf(html);
      expect(links.length, lobby).toBeGreaterThan(5);
      for (const { href, label } of links) {
        const url = new URL(href, `${origin}${lobby}`);
        if (url.origin !== origin || seen.has(`${url.pathname} ${label}`)) continue;
        seen.add(`${url.pathname} ${label}`);
        const response = await fetch(url);
        const page = await response.text();
        checked += 1;
        if (response.status !== 200) {
          problems.push(`${lobby}: "${label}" → ${url.pathname} answers ${response.status}`);
          continue;
        }
        const heading = headingOf(page);
        if (heading !== label) problems.push(`${lobby}: "${label}" → ${url.pathname} has the heading "${heading}"`);
        const title = titleOf(page);
        if (title !== pageTitle(label, DEMO_SITE_NAME[locale])) problems.push(`${lobby}: "${label}" → ${url.pathname} has the title "${title}"`);
      }
    }
    // The walk met the pages of the finding in both languages.
    expect([...seen].some((entry) => entry.startsWith('/vitezove '))).toBe(true);
    expect([...seen].some((entry) => entry.startsWith('/en/promo-bonusy '))).toBe(true);
    expect(checked).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
