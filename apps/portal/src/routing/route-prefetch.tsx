// Route chunks prefetched after 1000 ms: a second after the page has come alive, the script chunks
// of the pages the chrome links to are fetched as modulepreload links (with the page's CSP nonce,
// which 'strict-dynamic' requires of them), so a click on a menu link waits for data only. Modules
// only: prefetching every link's data would multiply the server's work by the menu's length.
import { useEffect } from 'react';
import { preloadModule } from 'react-dom';

const ROUTE_PREFETCH_DELAY_MS = 1000;

/** The route names the chrome always links to (lobbies, winners, promotions), beside its menus. */
export const CHROME_ROUTE_NAMES = ['preview', 'preview-live-casino', 'preview-winners', 'preview-promotions'] as const;

/**
 * Links added per task: each costs the browser a request's set-up, 1 to 4 ms in Lighthouse's runs,
 * and the chrome's pages name some twenty chunks: even five at a time made tasks long enough to block.
 */
const PREFETCH_LINKS_PER_TASK = 2;

export function RoutePrefetch({ chunks }: { readonly chunks: readonly string[] }) {
  useEffect(() => {
    // The nonce is readable from a script's property only (browsers hide the attribute).
    const nonce = () => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
    const addFrom = (from: number) => {
      const key = nonce();
      for (const href of chunks.slice(from, from + PREFETCH_LINKS_PER_TASK))
        preloadModule(href, { as: 'script', ...(key === undefined ? {} : { nonce: key }) });
      if (from + PREFETCH_LINKS_PER_TASK < chunks.length) timer = window.setTimeout(() => addFrom(from + PREFETCH_LINKS_PER_TASK), 0);
    };
    let timer = window.setTimeout(() => addFrom(0), ROUTE_PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [chunks]);
  return null;
}
