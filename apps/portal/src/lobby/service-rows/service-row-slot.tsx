// A service row's place in a lobby (part 2 §3, §7): all the lobby's chunk carries of the service's
// rows. The server draws an empty place (it never gets the service's games); once the browser
// runtime runs and the place comes near the viewport, the row's chunk (service-row.tsx) is fetched
// and draws the row there, so a visitor who never scrolls near one pays nothing for it. The player's
// list ("because you played") has no place for a visitor.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { GameTileProps } from '@casino/react-ui';
import { useBrowserRuntime } from '../../chrome/portal-system-provider.tsx';
import { useLoggedIn } from '../../session/use-session-status.ts';
import type { LobbyWidgetView } from '../lobby-views.ts';

export type ServiceRowView = Extract<LobbyWidgetView, { readonly kind: 'service' }>;

export interface ServiceRowSlotProps {
  readonly view: ServiceRowView;
  readonly Tile: ComponentType<GameTileProps & { readonly tileKey: string }>;
}

const ServiceRow = lazy(() => import('./service-row.tsx').then((module) => ({ default: module.ServiceRow })));

/** How far below the viewport a place starts its row: about a row's height, so it is there when scrolled to. */
const NEAR = '0px 0px 400px 0px';

export function ServiceRowSlot(props: ServiceRowSlotProps) {
  const started = useBrowserRuntime();
  const loggedIn = useLoggedIn(started);
  const place = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || started === null || element === null) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(element);
    return () => observer.disconnect();
    // A player's list gets its place only once the player is logged in: observed from then.
  }, [near, started, loggedIn]);
  if (props.view.playersOnly && !loggedIn) return null;
  // An empty inline place: no box of its own (the lobby's widgets past the first screen get one of a
  // row's height until drawn: lobby-widgets.css), yet the observer sees where it sits.
  if (!near || started === null) return <span ref={place} data-service-place={props.view.source} />;
  return (
    <Suspense fallback={null}>
      <ServiceRow {...props} />
    </Suspense>
  );
}
