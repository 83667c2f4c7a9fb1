// A player-only row's place in a lobby (part 2 §6): nothing for a visitor, so the visitor's page and
// first scripts stay as they were (this file is all the lobby's chunk carries of the rows); once a
// player is logged in, the row's chunk (player-row.tsx) is fetched and draws the row from the
// player's lists in this place of the layout. A row that had games on this browser's last visit
// (the rows hint, player-rows-hint.ts) has its place held from the server's page on, until the
// player's lists answer: with games the row is drawn into it, without them (or for a session that
// ended) the place goes. At logout the row goes with the session.
import { lazy, Suspense, type ComponentType } from 'react';
import type { GameTileProps } from '@casino/react-ui';
import { useBrowserRuntime, useRootData } from '../../chrome/portal-system-provider.tsx';
import { useSessionStatus } from '../../chrome/use-session-status.ts';
import type { LayoutCategory } from '../../runtime/root/layout-category.ts';
import { RowPlace } from '../row-place.tsx';
import type { PlayerRowView } from './player-row-view.ts';

const PlayerRow = lazy(() => import('./player-row.tsx').then((module) => ({ default: module.PlayerRow })));

export interface PlayerRowSlotProps {
  readonly view: PlayerRowView;
  /** Every player-only category of the page's layout: what the player's machines are told the page needs. */
  readonly categories: readonly LayoutCategory[];
  readonly Tile: ComponentType<GameTileProps & { readonly tileKey: string }>;
}

/** The held place of a player's row (its layout's height and its title). */
export function PlayerRowPlace({ view }: { readonly view: PlayerRowView }) {
  return <RowPlace of="player" view={view} />;
}

export function PlayerRowSlot(props: PlayerRowSlotProps) {
  const root = useRootData();
  const session = useSessionStatus(useBrowserRuntime(), root?.mayHaveSession ?? false);
  const held = root?.heldPlayerRows.includes(props.view.categoryId) ?? false;
  if (session === 'guest') return null;
  const place = held ? <PlayerRowPlace view={props.view} /> : null;
  if (session === 'pending') return place;
  return (
    <Suspense fallback={place}>
      <PlayerRow {...props} held={held} />
    </Suspense>
  );
}
