// The favourites machine as an external store for many small readers: the view is made once per
// snapshot (the machine's connect), and each heart reads one number of it (heartState), so a toggle
// re-renders only the hearts whose state changed, not every tile of the page.
import type { ActorRefFrom } from 'xstate';
import { favourites } from '@casino/machines';

export type FavouritesActor = ActorRefFrom<typeof favourites.favouritesMachine>;

export interface FavouritesStore {
  readonly subscribe: (changed: () => void) => () => void;
  readonly view: () => favourites.FavouritesViewModel;
  readonly toggle: (gameCode: string) => void;
}

export const favouritesStore = (actor: FavouritesActor): FavouritesStore => {
  let last: { snapshot: unknown; view: favourites.FavouritesViewModel } | null = null;
  return {
    subscribe: (changed) => {
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    view: () => {
      const snapshot = actor.getSnapshot();
      if (last === null || last.snapshot !== snapshot) last = { snapshot, view: favourites.connect(snapshot) };
      return last.view;
    },
    toggle: (gameCode) => actor.send({ type: 'favourites.toggle', gameCode }),
  };
};

/** One heart's state as a number (a primitive, so a reader re-renders only when it changes). */
export const PRESSED = 1;
export const UNAVAILABLE = 2;
export const BUSY = 4;

export const heartState = (view: favourites.FavouritesViewModel, gameCode: string): number =>
  (view.isFavourite(gameCode) ? PRESSED : 0) | (view.toggleDisabled ? UNAVAILABLE : 0) | (view.pendingGameCode === gameCode ? BUSY : 0);
