// A lobby page's data: its widgets made from the fetched sources (lobby-sources.server.ts fetches,
// lobby-widgets-view.server.ts maps), its seo record, and the live winners, which stream in after the
// first paint when the layout has their widget.
import { Effect } from 'effect';
import { LiveWinners } from '@casino/api-clients';
import { ErrorKey, type Seo, type Vertical } from '@casino/core';
import { errorKeyOf } from '../page-failure.ts';
import type { PageRequest } from '../request-context.server.ts';
import { seoRecord } from '../catalogue/catalogue-data.server.ts';
import { fetchLobbySources } from './lobby-sources.server.ts';
import type { LobbyWidgetView, WinnersResult } from './lobby-views.ts';
import { cachedLobbyWidgets, winnerViews } from './lobby-widgets-view.server.ts';

export interface LobbyData {
  readonly widgets: readonly LobbyWidgetView[];
  /** The seo record its layout names (null: none, or it did not load: the page falls back to its own title). */
  readonly seo: Seo | null;
  /** Live winners, when the layout has the widget: they stream in after the first paint. */
  readonly winners: Promise<WinnersResult> | null;
}

export const loadLobby = async (page: PageRequest, vertical: Vertical): Promise<LobbyData> => {
  const { layout, sources } = await fetchLobbySources(page, vertical);
  const widgets = cachedLobbyWidgets(page.views, layout, sources, page.links);
  const seoId = layout.seoId[vertical === 'Live' ? 'LiveLobby' : 'Lobby'];
  const seo = await page.run(seoRecord(seoId));
  const winners = widgets.some((widget) => widget.kind === 'winners')
    ? page
        .run(
          Effect.gen(function* () {
            const live = yield* LiveWinners;
            return yield* live.liveWinners(page.config.liveWinnersCountry, sources.games);
          }),
        )
        .then(
          (found): WinnersResult => winnerViews(found, page.links),
          (error: unknown): WinnersResult => ({ errorKey: errorKeyOf(error, ErrorKey.failedToFetchLiveWinners) }),
        )
    : null;
  return { widgets, seo, winners };
};
