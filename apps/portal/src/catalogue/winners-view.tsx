// The four winners pages share one view: the section's links, the list of wins, and a refresh of
// the live feed every 30 s in the browser (part 2 §9), through the page's loader (which fetches the
// feed through the api-clients' runtime on the server). The refresh pauses while the tab is hidden.
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRevalidator } from 'react-router';
import { LIVE_WINNERS_REFRESH_MS } from '@casino/core';
import { Notice, PageHeader, SectionNav, WinnersList } from '@casino/react-ui';
import type { WinnersKind, WinnerView } from './catalogue-data.server.ts';
import type { CatalogueFailure } from './page-request.server.ts';
import { CatalogueFailureView, errorText, isFailure } from './page-parts.tsx';

export interface WinnersViewProps {
  readonly kind: WinnersKind;
  readonly title: string;
  readonly winners: readonly WinnerView[];
  readonly links: Readonly<Record<WinnersKind, string>>;
}

/** Reloads the page's data every `intervalMs` while the page is visible. */
export const useLiveRefresh = (intervalMs: number = LIVE_WINNERS_REFRESH_MS) => {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, revalidator]);
};

/**
 * A winners page's route view: the wins, refreshed every 30 s; when a refresh fails, the last wins
 * stay on screen under the spec's error (errors.failed-to-fetch-live-winners) and its way to try
 * again, instead of the page turning into an error page.
 */
export function WinnersRoute({ loaderData }: { readonly loaderData: WinnersViewProps | CatalogueFailure }) {
  const lastGood = useRef<WinnersViewProps | null>(null);
  if (!isFailure(loaderData)) lastGood.current = loaderData;
  if (isFailure(loaderData) && lastGood.current === null) return <CatalogueFailureView failure={loaderData} />;
  const shown = lastGood.current as WinnersViewProps;
  return <WinnersView {...shown} {...(isFailure(loaderData) ? { refreshError: loaderData.errorKey } : {})} />;
}

export function WinnersView({ kind, title, winners, links, refreshError }: WinnersViewProps & { readonly refreshError?: string }) {
  const { t, i18n } = useLingui();
  const revalidator = useRevalidator();
  useLiveRefresh();
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
          <Notice tone="error" message={i18n._(errorText(refreshError))} actionLabel={t`Zkusit znovu`} onAction={() => void revalidator.revalidate()} />
        </div>
      ) : null}
      <SectionNav label={t`Stránky výherců`} items={order.map((each) => ({ href: links[each], label: labels[each], current: each === kind }))} />
      {winners.length === 0 ? (
        <Notice message={t`Zatím tu nejsou žádné výhry.`} />
      ) : (
        <WinnersList
          label={labels[kind]}
          ranked={kind !== 'hub'}
          live={kind === 'hub'}
          items={winners.map((winner) => ({
            id: winner.id,
            nickname: winner.nickname,
            amount: winner.amount,
            gameName: winner.gameName,
            gameHref: winner.gameHref,
            imageUrl: winner.imageUrl,
            imageWidth: 96,
            imageHeight: 128,
            when: winner.when,
            dateTime: winner.wonAt,
          }))}
        />
      )}
    </>
  );
}
