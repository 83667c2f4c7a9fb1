// Route chunks prefetched after 1000 ms: a second after the page has come alive, the script chunks
// of the pages the chrome links to are fetched as modulepreload links (with the page's CSP nonce,
// which 'strict-dynamic' requires of them), so a click on a menu link waits for data only. Modules
// only: prefetching every link's data would multiply the server's work by the menu's length.
import { useEffect } from 'react';
import { preloadModule } from 'react-dom';

export const ROUTE_PREFETCH_DELAY_MS = 1000;

/** The route names the chrome always links to (lobbies, winners, promotions), beside its menus. */
export const CHROME_ROUTE_NAMES = ['preview', 'preview-live-casino', 'preview-winners', 'preview-promotions'] as const;

export function RoutePrefetch({ chunks }: { readonly chunks: readonly string[] }) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // The nonce is readable from a script's property only (browsers hide the attribute).
      const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
      for (const href of chunks) preloadModule(href, { as: 'script', ...(nonce === undefined ? {} : { nonce }) });
    }, ROUTE_PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [chunks]);
  return null;
}
