// The site's chrome around a page (part 2 §2): the skip link, the chrome above the page (banner,
// notices, header, submenu), the page in <main>, the phone's bottom bar and drawer, the snackbar
// host; it gives the cookie banner its words once the runtime runs. Native and embedded modes (query
// flags, kept for the tab: use-tab-mode.ts) hide what the host app shows itself. The parts
// around <main> are islands (chrome-islands.ts): server-rendered, hydrated when their script is
// there; the server sends their HTML again for the same page, data, language and theme
// (chrome-markup.tsx). The CHUNK-ERROR page (a page script gone after a deploy: the build watcher's, or a client
// navigation's, chunk-error.ts) replaces the page in <main>.
import { useSyncExternalStore, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChromeData } from './chrome-data.server.ts';
import { ChromeBottomIsland, ChromeSnackbarsIsland, ChromeTopIsland } from './chrome-islands.ts';
import { ChromeMarkup } from './chrome-markup.tsx';
import { useChunkErrorPageShown, useChunkErrorRedirect } from './chunk-error.ts';
import { UpdatePageIsland } from './error-islands.ts';
import { useBrowserRuntime, useRootData } from './portal-system-provider.tsx';
import { useCookieConsentTexts } from './use-cookie-consent-texts.ts';
import { useTabMode } from './use-tab-mode.ts';

const noUpdatePage = () => null;
const unchanging = () => () => {};

/** The build watcher's update page once the browser runtime runs (never on the server). */
const useUpdatePage = () => {
  const value = useBrowserRuntime()?.updatePage;
  return useSyncExternalStore(value?.subscribe ?? unchanging, value?.current ?? noUpdatePage, noUpdatePage);
};

export interface SiteChromeProps {
  readonly data: ChromeData;
  /** The script chunks of the pages the chrome links to (prefetched after 1000 ms). */
  readonly routeChunks: readonly string[];
  readonly children: ReactNode;
}

export function SiteChrome({ data: pageData, routeChunks, children }: SiteChromeProps) {
  const { t } = useLingui();
  const data = useTabMode(pageData);
  const navigationChunkError = useChunkErrorPageShown();
  // A client navigation's missing script goes to the origin by the page's own timer; the build watcher's by its own.
  useChunkErrorRedirect(navigationChunkError);
  const updatePage = useUpdatePage() !== null || navigationChunkError;
  useCookieConsentTexts(useBrowserRuntime(), useRootData()?.locale ?? 'cs');

  return (
    <div className="casino-site" data-native-view={data.nativeView ? '' : undefined} data-embedded={data.embedded ? '' : undefined}>
      <a className="casino-skip-link" href="#main">
        {t`Přeskočit na obsah`}
      </a>
      <ChromeMarkup data={data} part="top">
        {() => <ChromeTopIsland data={data} routeChunks={routeChunks} />}
      </ChromeMarkup>
      <main id="main" className="casino-main" tabIndex={-1}>
        {updatePage ? (
          // A chunk of the new build is missing: the update page, then the build watcher's redirect.
          <UpdatePageIsland />
        ) : (
          children
        )}
      </main>
      <ChromeMarkup data={data} part="bottom">
        {() => <ChromeBottomIsland data={data} />}
      </ChromeMarkup>
      <ChromeSnackbarsIsland />
    </div>
  );
}
