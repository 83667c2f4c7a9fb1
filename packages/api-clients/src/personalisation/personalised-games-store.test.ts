import { Effect, Option } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSONALISED_GAMES_KEY_PREFIX, PersonalisedGamesStore, type KeyValueStorage } from './personalised-games-store.ts';

const memoryStorage = (): KeyValueStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
};

const use = <A>(storage: KeyValueStorage, f: (store: PersonalisedGamesStore['Service']) => Effect.Effect<A>) =>
  Effect.runPromise(PersonalisedGamesStore.use(f).pipe(Effect.provide(PersonalisedGamesStore.layerStorage(storage))));

describe('PersonalisedGamesStore.layerStorage', () => {
  it('writes JSON under a per-player key and reads it back', async () => {
    const storage = memoryStorage();
    const stored = { recommendations: ['a', 'b'], duration: 900_000, storedAt: 5 };
    const read = await use(storage, (store) => Effect.andThen(store.write('u1', stored), store.read('u1')));
    expect(Option.getOrNull(read)).toEqual(stored);
    expect(JSON.parse(storage.items.get(`${PERSONALISED_GAMES_KEY_PREFIX}u1`)!)).toEqual(stored);
  });

  it('reads anything corrupt as nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        const storage = memoryStorage();
        storage.items.set(`${PERSONALISED_GAMES_KEY_PREFIX}u1`, text);
        const read = await use(storage, (store) => store.read('u1'));
        if (Option.isSome(read)) expect(Object.keys(read.value).sort()).toEqual(['duration', 'recommendations', 'storedAt']);
      }),
    );
  });

  it('survives a storage that throws on every access', async () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const read = await use(broken, (store) => Effect.andThen(store.write('u1', { recommendations: [], duration: 1, storedAt: 1 }), store.read('u1')));
    expect(Option.isNone(read)).toBe(true);
  });
});
