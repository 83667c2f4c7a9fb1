// Small HTML helpers shared by the server's own pages.

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A plain page with a title and one paragraph: game errors, the self-exclusion notice. */
export const renderMessagePage = (title: string, text: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f172a;color:#f8fafc;font:16px/1.5 system-ui,sans-serif;text-align:center}main{max-width:30rem;padding:2rem}</style></head>
<body><main data-error="${escapeHtml(title)}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
