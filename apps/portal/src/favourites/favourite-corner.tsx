// The favourite hearts' place in the site layout (part 2 §3–§4). For a visitor it is a context
// provider holding null: every tile stays the one link the server drew (reused markup included) and
// none of the hearts' code is fetched. Once a player is logged in it fetches the hearts' chunk
// (favourite-hearts.tsx), which opens the one favourites machine and gives every GameTile (react-ui's
// TileCornerContext) and the game details a heart bound to it; at logout the machine's hold is given
// back and the tiles are links again. Why a context and not a listener on the rows: the rows are
// React's once hydrated (the runtime's start releases every deferred row before any login), so a
// tile can draw its own button, keyboard order and state with no DOM written behind React's back.
// A browser that may hold a player's session gets its tiles framed at once (react-ui's
// TileFrameContext), so that the hearts do not make every tile anew.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { TileCornerContext, TileFrameContext, type TileCorner } from '@casino/react-ui';
import { useBrowserRuntime, useRootData } from '../chrome/portal-system-provider.tsx';
import { useLoggedIn } from '../chrome/use-session-status.ts';

export function FavouriteCorner({ children }: { readonly children: ReactNode }) {
  const started = useBrowserRuntime();
  const loggedIn = useLoggedIn(started);
  const [corner, setCorner] = useState<TileCorner | null>(null);
  // A browser that may hold a session (the root's data, from the request's cookies) gets its tiles
  // in their frames from the server on: the hearts then join them, and React keeps every tile.
  const framed = useRootData()?.mayHaveSession ?? false;
  useEffect(() => {
    if (!loggedIn || started === null) return;
    let held = true;
    let close = () => {};
    import('./favourite-hearts.tsx').then(
      ({ openFavouriteHearts }) =>
        openFavouriteHearts(started).then(
          (hearts) => {
            if (!held) return hearts.close();
            close = hearts.close;
            // Every tile of the page gains its heart in this render (some 150 on a lobby): as a
            // transition React draws them in short slices, not in one task that blocks a phone for
            // a few hundred ms while the player's lobby is still loading.
            startTransition(() => setCorner(() => hearts.corner));
          },
          (error: unknown) => console.warn('favourites: the machine could not be opened', error),
        ),
      // A chunk that fails to load leaves the tiles as links; the page goes on.
      (error: unknown) => console.warn('favourites: the hearts could not be loaded', error),
    );
    return () => {
      held = false;
      close();
      setCorner(null);
    };
  }, [loggedIn, started]);
  return (
    <TileFrameContext value={framed}>
      <TileCornerContext value={corner}>{children}</TileCornerContext>
    </TileFrameContext>
  );
}
