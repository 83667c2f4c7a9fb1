// The site's error page as a visitor meets it at any address that fails (page-object model): a
// document asked with any method (a form posted to a page, a script's PUT), and what the page then
// shows of the site around the error: the header, the words, the way to customer support.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Response } from 'playwright-core';
import { PortalPageModel } from './portal-page.model.ts';

const CATALOGUES = new URL('../../src/locales/cs/', import.meta.url);

/** Lingui's id of a message (its macro's: six base64url characters of the SHA-256 of the text and its context). */
const messageId = (text: string, context = ''): string => createHash('sha256').update(`${text}\u001F${context}`).digest('base64url').slice(0, 6);

const unquote = (line: string): string => JSON.parse(line.slice(line.indexOf('"'))) as string;

/** The id of every message of the portal's catalogues: what a page shows when its catalogue did not reach the render. */
const MESSAGE_IDS: ReadonlySet<string> = new Set(
  readdirSync(CATALOGUES)
    .filter((name) => name.endsWith('.po'))
    .flatMap((name) =>
      readFileSync(new URL(name, CATALOGUES), 'utf8')
        .split(/\n\s*\n/)
        .flatMap((entry) => {
          const lines = entry.split('\n');
          const field = (keyword: string) => {
            const start = lines.findIndex((line) => line.startsWith(`${keyword} `));
            if (start === -1) return '';
            let value = unquote(lines[start] ?? '');
            for (const line of lines.slice(start + 1)) {
              if (!line.startsWith('"')) break;
              value += unquote(line);
            }
            return value;
          };
          const text = field('msgid');
          return text === '' ? [] : [messageId(text, field('msgctxt'))];
        }),
    ),
);

export interface ErrorPageWords {
  readonly lang: string | null;
  /** Texts of the page that are a message id instead of words. */
  readonly messageIds: string[];
  readonly supportHref: string | null;
  readonly supportText: string;
}

export class ErrorPagesModel extends PortalPageModel {
  /** Opens the path as a document asked with `method` (the browser's own request, its method changed). */
  async openWith(method: string, path: string): Promise<Response> {
    const address = this.address(path);
    if (method !== 'GET') await this.page.route(address, (route) => route.continue({ method }), { times: 1 });
    return this.open(path);
  }

  /** Asks the path without following a redirect: its status and where it sends the browser. */
  async ask(path: string): Promise<{ status: number; location: string | null }> {
    const response = await this.page.request.get(this.address(path), { maxRedirects: 0 });
    return { status: response.status(), location: response.headers()['location'] ?? null };
  }

  async words(): Promise<ErrorPageWords> {
    const texts = await this.page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const found: string[] = [document.title];
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        if (node.parentElement?.closest('script, style') == null) found.push((node.textContent ?? '').trim());
      }
      return found;
    });
    const support = this.page.locator('.casino-error-page__support');
    const hasSupport = (await support.count()) === 1;
    return {
      lang: await this.page.locator('html').getAttribute('lang'),
      messageIds: texts.flatMap((text) => text.split(/\s+/)).filter((word) => MESSAGE_IDS.has(word)),
      supportHref: hasSupport ? await support.locator('a').getAttribute('href') : null,
      supportText: hasSupport ? ((await support.textContent()) ?? '').replace(/\s+/g, ' ').trim() : '',
    };
  }
}
