// The four winners pages share one view: the section's links, the list of wins, and a refresh of
// the live feed every 30 s in the browser (part 2 §9), through the page's loader (which fetches the
// feed through the api-clients' runtime on the server). The refresh pauses while the tab is hidden.
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRevalidator } from 'react-router';
import { LIVE_WINNERS_REFRESH_MS } from '@casino/core';
import { Notice, PageHeader, SectionNav, WinnersList } from '@casino/react-ui';
import type { WinnersKind, WinnerView } from './catalogue-data.server.ts';

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

export function WinnersView({ kind, title, winners, links }: WinnersViewProps) {
  const { t } = useLingui();
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
