// A player-only row of a lobby, drawn in the browser once a player is logged in (its chunk is fetched
// by player-row-slot.tsx only then). Its games come from where the personal pages' come from: the
// player's lists (../player-lists/use-player-lists.ts: the one favourites machine, fetched once per login
// and only for the lists the page's categories need) read by the personal categories' rule
// (personal-games.ts); the recommendation lists from the recommendations machine (core's D3 scoring
// of a seed, refreshed with a random seed the machine draws); the personalised picks from the same
// machine (the marketing service's, cached in local storage). The tiles are the lobby's own (same
// heart, same details) read out of the lobby's compact list (player-rows-catalogue.ts). A list
// that is empty or failed (the machine's snackbar says so once) draws no row, and one still loading
// keeps the place the rows hint held for it (player-row-slot.tsx); a catalogue that fails draws none
// of the rows and says so once (use-player-rows-catalogue.ts), the lobby's other rows stay. Once
// its list has answered, the row tells the hint whether it had games (player-rows-hint.ts), for the
// next page's places.
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  firstRecommendationSeed,
  MAX_GAMES,
  personalCategoryKindBySource,
  recommendationListOf,
  recommendationSeeds,
  type PersonalCategoryKind,
} from '@casino/core';
import { recommendations } from '@casino/machines';
import { GameRow } from '@casino/react-ui';
import { useBrowserRuntime } from '../../chrome/portal-system-provider.tsx';
import { useActorView } from '../../chrome/use-actor-view.ts';
import { useOnDemandMachine } from '../../chrome/use-on-demand-machine.ts';
import { SystemId } from '../../runtime/root/system-ids.ts';
import { personalGameCodes } from '../player-lists/personal-games.ts';
import { personalTiles } from '../player-lists/personal-tiles.ts';
import { usePlayerLists } from '../player-lists/use-player-lists.ts';
import { useRowTurn } from '../use-row-turn.ts';
import { usePlayerRowsCatalogue } from './use-player-rows-catalogue.ts';
import { PlayerRowPlace, type PlayerRowSlotProps } from './player-row-slot.tsx';
import { rememberPlayerRow } from './player-rows-hint.ts';
import type { PlayerRowView } from './player-row-view.ts';
import './player-row.css';

/** The player's lists a row reads: its own category's, or the one a recommendation list starts from. */
const listKindsOf = (view: PlayerRowView): readonly PersonalCategoryKind[] => {
  switch (view.source) {
    case 'BecauseYouLikeInternal':
      return ['favourites'];
    case 'BecauseYouLikeLiveInternal':
      return ['liveFavourites'];
    case 'BecauseYouPlayedInternal':
      return ['mostPlayed'];
    default: {
      const kind = personalCategoryKindBySource(view.source);
      return kind === null ? [] : [kind];
    }
  }
};

const NO_TILES: ReturnType<typeof personalTiles> = [];

/** Recommendation lists and the personalised picks come from the recommendations machine. */
const readsRecommendations = (view: PlayerRowView): boolean => recommendationListOf(view.source) !== null || view.source === 'BloomreachPersonalized';

export function PlayerRow({ view, categories, Tile, held }: PlayerRowSlotProps & { readonly held: boolean }) {
  const { t } = useLingui();
  const started = useBrowserRuntime();
  const loaded = usePlayerRowsCatalogue(started, view.lobby);
  const catalogue = typeof loaded === 'string' ? null : loaded;
  const { status, lists } = usePlayerLists(listKindsOf(view));
  const layoutKey = categories.map((category) => `${category.id}:${category.type}`).join(',');
  // Before the machine opens (effects run in order): its start reads the page's categories, and so
  // does the relay that asks it for the player's personalised picks.
  useEffect(() => {
    started?.system.setLayout(categories);
    // Leaving the lobby: the next page's player lists are not this layout's (a later login reads them).
    return () => started?.system.setLayout([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the categories
  }, [started, layoutKey]);
  const actor = useOnDemandMachine(SystemId.recommendations, { input: readsRecommendations(view) ? [] : null, start: 'now' }, []);
  const picks = useActorView(actor, recommendations.connect, null);
  const list = recommendationListOf(view.source);

  // The machine scores over this lobby's games.
  useEffect(() => {
    if (actor !== null && catalogue !== null && actor.getSnapshot().context.catalogue !== catalogue.catalogue) {
      actor.send({ type: 'recommendations.set-games', games: catalogue.catalogue });
    }
  }, [actor, catalogue]);

  // A recommendation list without a seed starts from the player's games (core's firstRecommendationSeed):
  // undefined while that cannot be known or the list has its seed, null when the player has no game to start from.
  const firstSeed = useMemo(() => {
    if (actor === null || list === null || catalogue === null || status !== 'ready') return undefined;
    const seeded = actor.getSnapshot().context.categories;
    if (seeded.find((category) => category.id === view.categoryId)?.seed !== null) return undefined;
    const inLobby = new Set(catalogue.catalogue.map((game) => game.gameCode));
    return firstRecommendationSeed(list, lists, (code) => inLobby.has(code), recommendationSeeds(seeded, view.categoryId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the machine's seeds change with its view (picks)
  }, [actor, list, catalogue, status, lists, view.categoryId, picks]);
  useEffect(() => {
    if (actor !== null && firstSeed !== undefined && firstSeed !== null)
      actor.send({ type: 'recommendations.seed', categoryId: view.categoryId, seed: firstSeed });
  }, [actor, firstSeed, view.categoryId]);

  const scored = picks?.categories.find((category) => category.id === view.categoryId) ?? null;
  const codes: readonly string[] =
    list !== null
      ? (scored?.games.map((game) => game.gameCode) ?? [])
      : view.source === 'BloomreachPersonalized'
        ? (picks?.personalised.map((game) => game.gameCode) ?? [])
        : status === 'ready'
          ? (personalGameCodes(listKindsOf(view)[0] ?? 'personalised', lists) ?? [])
          : [];
  // The scored lists and the picks hold at most 30 (the dynamic categories' cap, the machine's); a
  // player's own list shows as many as the lobby's other rows.
  // Read out of the lobby's one compact list (read once for every row of the page) as tiles of this row's layout.
  const newest = catalogue === null ? NO_TILES : personalTiles(catalogue.games, readsRecommendations(view) ? codes : codes.slice(0, MAX_GAMES), view.layout);
  // The tiles are drawn in a render React may interrupt: a player's lists arrive through the
  // machines' subscriptions, whose renders are synchronous, and a logged-in lobby's rows all come
  // at once while the page still starts (one task of several hundred ms on a slow phone).
  const tiles = useDeferredValue(newest, NO_TILES);
  // Drawn in turn with the lobby's other browser-drawn rows, a frame apart (../row-turns.ts says why).
  const drawing = useRowTurn(tiles.length > 0);
  // Whether the row's list has answered: what it shows now stays until the player acts (a failure draws nothing).
  const failed = loaded === 'failed' || status === 'failed';
  const answered =
    catalogue !== null &&
    status === 'ready' &&
    (list !== null ? (scored?.seed ?? null) !== null || firstSeed === null : view.source !== 'BloomreachPersonalized' || picks?.personalisedLoading === false);
  const hasGames = newest.length > 0;
  useEffect(() => {
    if (started !== null && answered && !failed) rememberPlayerRow(started.runtime.env.cookies, view.categoryId, hasGames, held);
  }, [started, answered, failed, view.categoryId, hasGames, held]);
  // A held place stays until the row is drawn into it, or its list answered without games.
  if (tiles.length === 0 || !drawing) return held && !failed && (!answered || hasGames) ? <PlayerRowPlace view={view} /> : null;
  const rowTitle = view.title;
  // Marked as a player's row: the e2e judges these rows alone (axe over a whole lobby is slow).
  return (
    <div className="casino-player-row" data-player-row={view.source}>
      <GameRow
        title={view.title}
        layout={view.layout}
        {...(view.moreHref === null ? {} : { moreHref: view.moreHref, moreLabel: t`Zobrazit vše` })}
        previousLabel={t`Posunout řadu ${rowTitle} zpět`}
        nextLabel={t`Posunout řadu ${rowTitle} dál`}
        action={
          scored === null ? undefined : (
            <button
              type="button"
              className="casino-outline-button casino-player-row__refresh"
              aria-label={t`Obnovit řadu ${rowTitle}`}
              disabled={scored.refreshDisabled || scored.refreshing}
              onClick={() => actor?.send({ type: 'recommendations.refresh', categoryId: view.categoryId })}
            >
              <span aria-hidden="true">↻</span>
              {t`Obnovit`}
            </button>
          )
        }
      >
        {tiles.map(({ key, ...tile }) => (
          <Tile key={key} tileKey={key} gameCode={key} {...tile} />
        ))}
      </GameRow>
    </div>
  );
}
