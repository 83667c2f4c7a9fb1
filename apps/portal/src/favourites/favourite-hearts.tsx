// The favourite hearts of a logged-in player (part 2 §3–§4), fetched only after the login
// (favourite-corner.tsx): opens the one favourites machine, asks it for the favourites list (the
// hearts show it, whatever the layout's categories) and draws react-ui's FavouriteToggle for each
// tile and for the game details, all bound to that machine, so a toggle anywhere shows everywhere.
// A failed call is the machine's snackbar (errors.unable-to-favorite-game, …), through the relay.
// Beside each heart, the player's free spins or golden chips on that game (part 2 §4:
// ../bonuses/tile-bonus-count.tsx), from the one gaming-bonuses store of the page.
import { Fragment, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FavouriteToggle, type TileCorner, type TileCornerGame } from '@casino/react-ui';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { gamingBonusesStore } from '../bonuses/gaming-bonuses-store.ts';
import { TileBonusCount } from '../bonuses/tile-bonus-count.tsx';
import { BUSY, favouritesStore, heartState, PRESSED, UNAVAILABLE, type FavouritesStore } from './favourites-store.ts';

export interface FavouriteHearts {
  readonly corner: TileCorner;
  readonly close: () => void;
}

export const openFavouriteHearts = async (started: BrowserRuntime): Promise<FavouriteHearts> => {
  const opened = await started.system.open(SystemId.favourites);
  // The hearts need the list even on a page whose layout has no favourites category.
  opened.actor.send({ type: 'favourites.layout-changed', categories: [{ type: 'Favourites' }] });
  const store = favouritesStore(opened.actor);
  const counts = gamingBonusesStore(started);
  return {
    corner: (game, place) => (
      <Fragment key={game.gameCode}>
        <TileBonusCount gameCode={game.gameCode} store={counts} />
        <FavouriteHeart {...game} store={store} size={place ?? 'tile'} />
      </Fragment>
    ),
    close: () => {
      counts.close();
      opened.close();
    },
  };
};

function FavouriteHeart({ gameCode, name, store, size }: TileCornerGame & { readonly store: FavouritesStore; readonly size: 'tile' | 'details' }) {
  const { t } = useLingui();
  const state = useSyncExternalStore(
    store.subscribe,
    () => heartState(store.view(), gameCode),
    () => UNAVAILABLE,
  );
  const pressed = (state & PRESSED) !== 0;
  return (
    <FavouriteToggle
      pressed={pressed}
      label={pressed ? t`Odebrat ${name} z oblíbených` : t`Přidat ${name} do oblíbených`}
      unavailable={(state & UNAVAILABLE) !== 0}
      busy={(state & BUSY) !== 0}
      onToggle={() => store.toggle(gameCode)}
      size={size}
    />
  );
}
