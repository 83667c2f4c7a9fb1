// Small HTML helpers shared by the server's own pages.
import type { Locale } from '@casino/core';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A page's heading and paragraph in one language. */
export interface PageMessage {
  readonly title: string;
  readonly text: string;
}

/** A plain page with a title and one paragraph: game errors, the self-exclusion notice, the operator's pages. */
export const renderMessagePage = (locale: Locale, { title, text }: PageMessage): string => `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f172a;color:#f8fafc;font:16px/1.5 system-ui,sans-serif;text-align:center}main{max-width:30rem;padding:2rem}</style></head>
<body><main data-error="${escapeHtml(title)}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
