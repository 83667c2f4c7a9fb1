// A service row's place in a lobby (part 2 §3, §7): all the lobby's chunk carries of the service's
// rows. The server draws the row's place (../row-place.tsx: its height and title; the server
// never gets the service's games); once the browser runtime runs and the place comes near the
// viewport, the row's chunk (service-row.tsx) is fetched and draws the row there, so a visitor who
// never scrolls near one pays nothing for it. Once the
// chunk came in this document (the visitor came near a row), a lobby drawn again (back to it) draws
// its rows at once, wherever they are, with what they showed: a row above where the window comes
// back to would otherwise never come near, and the page would be shorter than the visitor left it.
// The player's list ("because you played") has no place for a visitor.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { GameListSource } from '@casino/core';
import type { GameTileProps } from '@casino/react-ui';
import { useBrowserRuntime } from '../../chrome/portal-system-provider.tsx';
import { useLoggedIn } from '../../chrome/use-session-status.ts';
import type { LobbyWidgetView } from '../lobby-views.ts';
import { useRowTurn } from '../use-row-turn.ts';
import { RowPlace } from '../row-place.tsx';

export type ServiceRowView = Extract<LobbyWidgetView, { readonly kind: 'service' }>;

/** The lists of a page's service rows, in the layout's order. */
export const serviceSourcesOf = (widgets: readonly LobbyWidgetView[]): GameListSource[] =>
  widgets.flatMap((widget) => (widget.kind === 'service' ? [widget.source] : []));

export interface ServiceRowSlotProps {
  readonly view: ServiceRowView;
  /** The lists of every service row of the page: each row fetches the tiles of them all, one fetch for the page. */
  readonly sources: readonly GameListSource[];
  readonly Tile: ComponentType<GameTileProps & { readonly tileKey: string }>;
}

/** The row's component once its chunk came: drawn without a moment of suspense from then on. */
let loadedRow: ComponentType<ServiceRowSlotProps> | null = null;

const ServiceRow = lazy(() =>
  import('./service-row.tsx').then((module) => {
    loadedRow = module.ServiceRow;
    return { default: module.ServiceRow };
  }),
);

/** How far above or below the viewport a place starts its row: about a row's height, so it is there when scrolled to. */
const NEAR = '400px 0px 400px 0px';

export function ServiceRowSlot(props: ServiceRowSlotProps) {
  const started = useBrowserRuntime();
  const loggedIn = useLoggedIn(started);
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const Loaded = loadedRow;
  // The player's list's place comes with the session's answer, in turn with the rows the browser draws (../row-turns.ts).
  const placed = useRowTurn(!props.view.playersOnly || loggedIn);
  useEffect(() => {
    const element = place.current;
    if (near || Loaded !== null || started === null || element === null) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(element);
    return () => observer.disconnect();
    // A player's list gets its place only once the player is logged in: observed from then.
  }, [near, Loaded, started, loggedIn, placed]);
  if (props.view.playersOnly && !(loggedIn && placed)) return null;
  if (started !== null && Loaded !== null) return <Loaded {...props} />;
  if (!near || started === null) return <RowPlace of="service" ref={place} view={props.view} />;
  return (
    <Suspense fallback={<RowPlace of="service" view={props.view} />}>
      <ServiceRow {...props} />
    </Suspense>
  );
}
