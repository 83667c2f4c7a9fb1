// A heart's state out of the machine's view (favourites-store.ts): pressed exactly for a favourite,
// unavailable exactly while the machine takes no toggle, busy only on the game in flight (fast-check);
// and the store makes one view per snapshot, so many hearts reading it cost one connect.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { favourites } from '@casino/machines';
import { BUSY, favouritesStore, heartState, PRESSED, UNAVAILABLE } from './favourites-store.ts';

const CODES = ['a', 'b', 'c', 'd'];

const viewOf = (list: readonly string[], disabled: boolean, pending: string | null): favourites.FavouritesViewModel => ({
  loggedIn: true,
  favourites: list,
  isFavourite: (code) => list.includes(code),
  toggleDisabled: disabled,
  pendingGameCode: pending,
  playerGames: [],
  recentWins: [],
  loading: { favourites: false, playerGames: false, recentResults: false },
  failed: { favourites: false, playerGames: false, recentResults: false },
});

describe('heartState', () => {
  it('says pressed, unavailable and busy exactly as the view does (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...CODES)),
        fc.boolean(),
        fc.option(fc.constantFrom(...CODES), { nil: null }),
        fc.constantFrom(...CODES),
        (list, disabled, pending, code) => {
          const state = heartState(viewOf(list, disabled, pending), code);
          expect((state & PRESSED) !== 0).toBe(list.includes(code));
          expect((state & UNAVAILABLE) !== 0).toBe(disabled);
          expect((state & BUSY) !== 0).toBe(pending === code);
        },
      ),
    );
  });
});

describe('favouritesStore', () => {
  it('gives one view per snapshot and sends a toggle to the machine', () => {
    const actor = createActor(favourites.favouritesMachine).start();
    const store = favouritesStore(actor);
    const first = store.view();
    expect(store.view()).toBe(first);
    let heard = 0;
    const stop = store.subscribe(() => (heard += 1));
    actor.send({ type: 'favourites.login', categories: [] });
    expect(heard).toBe(1);
    expect(store.view()).not.toBe(first);
    expect(store.view().loggedIn).toBe(true);
    stop();
    actor.stop();
  });
});
