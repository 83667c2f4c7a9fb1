// Route chunks prefetched on intent: at the first sign that the visitor is heading for a link (a
// pointer over one, a touch, a keyboard focus), the script chunks of the pages the chrome links to
// are fetched as modulepreload links (with the page's CSP nonce, which 'strict-dynamic' requires of
// them), so a click on a menu link waits for data only. A visitor who reads the page and leaves
// fetches none of them (some 20 KB gzip on the lobby), and a page's load no longer pays for their
// requests. Modules only: prefetching every link's data would multiply the server's work by the
// menu's length.
import { useEffect } from 'react';
import { preloadModule } from 'react-dom';
import { nextIdle } from '@casino/react-ui';

/** The route names the chrome always links to (lobbies, winners, promotions), beside its menus. */
export const CHROME_ROUTE_NAMES = ['preview', 'preview-live-casino', 'preview-winners', 'preview-promotions'] as const;

/**
 * Links added per task: each costs the browser a request's set-up, 1 to 4 ms in Lighthouse's runs,
 * and the chrome's pages name some twenty chunks: even five at a time made tasks long enough to block.
 */
const PREFETCH_LINKS_PER_TASK = 2;

/** The longest a batch waits for an idle moment: a click on a link a second later still finds its chunk. */
const IDLE_WAIT_MS = 500;

/** What tells of a visitor heading for a link: the event's target is inside one. */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** A same-origin link the event happened in, or null. */
export const intentLink = (target: EventTarget | null): HTMLAnchorElement | null => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.origin === window.location.origin ? link : null;
};

/**
 * Fetches script chunks as modulepreload links with the page's CSP nonce, which 'strict-dynamic'
 * requires of them (the nonce is readable from a script's property only: browsers hide the attribute).
 */
export const preloadChunks = (hrefs: readonly string[]): void => {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  for (const href of hrefs) preloadModule(href, { as: 'script', ...(nonce === undefined ? {} : { nonce }) });
};

export function RoutePrefetch({ chunks }: { readonly chunks: readonly string[] }) {
  useEffect(() => {
    let cancel = () => {};
    // Each batch at an idle moment: an intent often comes with the press it announces (a pointer
    // over a link as a panel closes under it, a focus that an Apply gives back), and that press's
    // answer is painted first.
    const addFrom = (from: number) => {
      preloadChunks(chunks.slice(from, from + PREFETCH_LINKS_PER_TASK));
      if (from + PREFETCH_LINKS_PER_TASK < chunks.length) cancel = nextIdle(() => addFrom(from + PREFETCH_LINKS_PER_TASK), IDLE_WAIT_MS);
    };
    const onIntent = (event: Event) => {
      if (intentLink(event.target) === null) return;
      stopListening();
      cancel = nextIdle(() => addFrom(0), IDLE_WAIT_MS);
    };
    const stopListening = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      stopListening();
      cancel();
    };
  }, [chunks]);
  return null;
}
