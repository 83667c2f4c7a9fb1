// The four winners pages share one view: the section's links, the list of wins, and a refresh of
// the live feed every 30 s in the browser (part 2 §9), through this page's own loader (a fetcher
// calls only the winners route, not the root's; the loader fetches the feed through the
// api-clients' runtime on the server). The refresh pauses while the tab is hidden.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useFetcher, useLocation } from 'react-router';
import { LIVE_WINNERS_REFRESH_MS } from '@casino/core';
import { Notice, PageHeader, SectionNav, WinnersList, type WinnerItem } from '@casino/react-ui';
import type { WinnersKind } from './catalogue-data.server.ts';
import { translateKey } from '../chrome/error-messages.ts';
import { PageFailure } from '../page-failure.ts';
import { isRefreshFailure, refreshAddress, type RefreshFailure } from './winners-refresh.ts';

export interface WinnersViewProps {
  readonly kind: WinnersKind;
  readonly title: string;
  readonly winners: readonly WinnerItem[];
  readonly links: Readonly<Record<WinnersKind, string>>;
}

type WinnersData = WinnersViewProps | RefreshFailure;

/**
 * This route's data, fetched again every `intervalMs` while the page is visible: the latest answer
 * (or the server's first one), and a way to fetch now.
 */
const useLiveRefresh = (initial: WinnersData, intervalMs: number = LIVE_WINNERS_REFRESH_MS) => {
  const fetcher = useFetcher<WinnersData>();
  const { pathname, search } = useLocation();
  // The interval's callback reads whether a fetch is under way without restarting the interval.
  const busy = useRef(false);
  useEffect(() => {
    busy.current = fetcher.state !== 'idle';
  });
  const load = fetcher.load;
  const refresh = useCallback(() => {
    if (!busy.current) void load(refreshAddress(pathname, search));
  }, [load, pathname, search]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, refresh]);
  return { data: (fetcher.data as WinnersData | undefined) ?? initial, refresh };
};

/**
 * A winners page's route view: the wins, refreshed every 30 s; when a refresh fails, the last wins
 * stay on screen under the spec's error (errors.failed-to-fetch-live-winners) and its way to try
 * again, instead of the page turning into an error page.
 */
export function WinnersRoute({ loaderData }: { readonly loaderData: WinnersData }) {
  const { data, refresh } = useLiveRefresh(loaderData);
  // The last wins that arrived, kept from render to render (React's pattern for a value derived from
  // earlier renders): a failed refresh shows them under its error.
  const [lastGood, setLastGood] = useState<WinnersViewProps | null>(isRefreshFailure(data) ? null : data);
  if (!isRefreshFailure(data) && data !== lastGood) setLastGood(data);
  const shown = isRefreshFailure(data) ? lastGood : data;
  // Only an address with the refresh flag, opened as a page while its call fails: the error page.
  if (shown === null) throw new PageFailure((data as RefreshFailure).refreshFailed, null);
  return <WinnersView {...shown} onRetry={refresh} {...(isRefreshFailure(data) ? { refreshError: data.refreshFailed } : {})} />;
}

function WinnersView({
  kind,
  title,
  winners,
  links,
  refreshError,
  onRetry,
}: WinnersViewProps & { readonly refreshError?: string; readonly onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const labels: Record<WinnersKind, string> = {
    hub: t`Nejnovější výhry`,
    top: t`Nejvyšší výhry`,
    jackpot: t`Výhry jackpotů`,
    'hall-of-fame': t`Síň slávy`,
  };
  const order: readonly WinnersKind[] = ['hub', 'top', 'jackpot', 'hall-of-fame'];
  return (
    <>
      <PageHeader title={title} {...(kind === 'hub' ? { detail: t`Seznam se obnovuje každých 30 sekund.` } : {})} />
      {refreshError ? (
        <div data-error-key={refreshError}>
          <Notice tone="error" message={translateKey(i18n, refreshError)} actionLabel={t`Zkusit znovu`} onAction={onRetry} />
        </div>
      ) : null}
      <SectionNav label={t`Stránky výherců`} items={order.map((each) => ({ href: links[each], label: labels[each], current: each === kind }))} />
      {winners.length === 0 ? (
        <Notice message={t`Zatím tu nejsou žádné výhry.`} />
      ) : (
        <WinnersList label={labels[kind]} ranked={kind !== 'hub'} live={kind === 'hub'} items={winners} />
      )}
    </>
  );
}
