// The host's ceiling for a page's Lighthouse score: the same document with every script and module
// preload taken out, so that what it still costs is its HTML, CSS, images and fonts, and the host's
// own work beside them (Chromium's other processes, Lighthouse, the servers). A page's score beside
// this one's, run by run on one host, says how much of the loss is the page's scripts and how much
// the host's: on 2026-12-02 the lobby scored 76–84 at Lighthouse's plain 4× on a host where earlier
// days gave it 99, and this document 95–99.

/** A script element ends at the first `</script` whatever it holds (the HTML parser's rule), case aside. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;

/** `html` without its script elements and module preloads; nothing else changes. */
export const withoutScripts = (html: string): string => html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
