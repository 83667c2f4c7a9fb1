// A player-only row's place in a lobby (part 2 §6): nothing on the server and for a visitor, so the
// visitor's page and first scripts stay as they were (this file is all the lobby's chunk carries of
// the rows); once a player is logged in, the row's chunk (player-row.tsx) is fetched and draws the
// row from the player's lists in this place of the layout. At logout the row goes with the session.
import { lazy, Suspense, type ComponentType } from 'react';
import type { GameTileProps } from '@casino/react-ui';
import { useBrowserRuntime } from '../../chrome/portal-system-provider.tsx';
import { useLoggedIn } from '../../chrome/use-session-status.ts';
import type { LayoutCategory } from '../../runtime/root/layout-category.ts';
import type { PlayerRowView } from './player-row-view.ts';

const PlayerRow = lazy(() => import('./player-row.tsx').then((module) => ({ default: module.PlayerRow })));

export interface PlayerRowSlotProps {
  readonly view: PlayerRowView;
  /** Every player-only category of the page's layout: what the player's machines are told the page needs. */
  readonly categories: readonly LayoutCategory[];
  readonly Tile: ComponentType<GameTileProps & { readonly tileKey: string }>;
}

export function PlayerRowSlot(props: PlayerRowSlotProps) {
  const loggedIn = useLoggedIn(useBrowserRuntime());
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <PlayerRow {...props} />
    </Suspense>
  );
}
