// What a page makes the browser download before it is interactive: the scripts, module preloads
// (tags, or added by the page's after-paint script) and stylesheets its HTML names (plus modules
// imported by its inline module scripts), gzip-sized.
import { gzipSync } from 'node:zlib';
import { modulePreloadsOf, WAITING_MODULE_TYPE } from '../src/html/scripts-after-first-paint.server.ts';

export interface InitialAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const attribute = (tag: string, name: string): string | null => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

/** The same-origin asset URLs an HTML document loads at start (absolute paths, deduplicated). */
export const initialAssets = (html: string): InitialAssets => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (href === null) continue;
    if (rel === 'stylesheet') styles.add(href);
  }
  // The module preloads, whether tags or added by the after-paint script.
  for (const href of modulePreloadsOf(html)) scripts.add(href);
  // React Router's inline bootstrap (a module, or one waiting for the first paint) imports the entry
  // and route modules by path.
  const modules = new RegExp(`<script\\b[^>]*type="(?:module|${WAITING_MODULE_TYPE})"[^>]*>([\\s\\S]*?)<\\/script>`, 'gi');
  for (const [, body] of html.matchAll(modules)) {
    for (const [, specifier] of body?.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g) ?? []) if (specifier) scripts.add(specifier);
  }
  const local = (url: string) => url.startsWith('/') && !url.startsWith('//');
  return { scripts: [...scripts].filter(local), styles: [...styles].filter(local) };
};

export const gzipBytes = (body: Uint8Array | string): number => gzipSync(body, { level: 9 }).length;

/** Sum of the gzip sizes of the given assets, fetched from the origin. */
export const gzipTotal = async (origin: string, paths: readonly string[]): Promise<number> => {
  const sizes = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(new URL(path, origin));
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return gzipBytes(new Uint8Array(await response.arrayBuffer()));
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
};
