// The winners pages' data: the live feed (known games only, by the api-clients and core) picked and
// ordered by winners-rules.ts, with amounts in Czech currency and times on the operator's clock.
import { Effect } from 'effect';
import { ContentApi, LiveWinners } from '@casino/api-clients';
import type { Jackpot, LiveWinner } from '@casino/core';
import type { WinnerItem } from '@casino/react-ui';
import { winnerView } from '../winner-view.ts';
import { head, layoutSeo, link, type CatalogueTexts, type WinnersKind } from './catalogue-data.server.ts';
import type { CatalogueRequest } from './page-request.server.ts';
import { hallOfFame, jackpotWins, latestWins, topWins } from './winners-rules.ts';

// ---------------------------------------------------------------- winners

/** The Czech operator's clock, so that the server's text is what every visitor reads. */
const WINNERS_TIME_ZONE = 'Europe/Prague';

const winTime = (request: CatalogueRequest, iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(request.locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: WINNERS_TIME_ZONE,
  }).format(date);
};

const winnerItem = (request: CatalogueRequest, winner: LiveWinner, index: number): WinnerItem => ({
  ...winnerView(winner, request.links, index),
  wonAt: winner.wonAt,
  when: winTime(request, winner.wonAt),
});

export const loadWinnersPage = async (request: CatalogueRequest, texts: CatalogueTexts, kind: WinnersKind) => {
  const [games, jackpots, seo] = await request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.games(), kind === 'jackpot' ? content.jackpots() : Effect.succeed([] as readonly Jackpot[]), layoutSeo('Winners')], {
        concurrency: 'unbounded',
      });
    }),
  );
  const winners = await request.run(
    Effect.gen(function* () {
      const live = yield* LiveWinners;
      return yield* live.liveWinners(request.config.liveWinnersCountry, games);
    }),
  );
  const picked =
    kind === 'hub' ? latestWins(winners) : kind === 'top' ? topWins(winners) : kind === 'jackpot' ? jackpotWins(winners, jackpots) : hallOfFame(winners);
  const title = texts.winnersTitle(kind);
  return {
    kind,
    title,
    winners: picked.map((winner, index) => winnerItem(request, winner, index)),
    links: {
      hub: link(request, 'preview-winners'),
      top: link(request, 'preview-winners-top'),
      jackpot: link(request, 'preview-winners-jackpots'),
      'hall-of-fame': link(request, 'preview-winners-hall-of-fame'),
    } satisfies Record<WinnersKind, string>,
    // The layout's record names the hub; the child pages keep their own titles.
    seo: head(request, kind === 'hub' ? seo : null, title, texts.winnersDescription(kind)),
  };
};
