import { createActor, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aggregateGamingBonuses, ErrorKey, PLAYER_INFO_FIELDS, type SnackbarRequest } from '@casino/core';
import { FakeActors, flush, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { PLAYER_DATA_LOADERS, playerDataMachine } from './player-data.machine.ts';
import { connect } from './player-data.connect.ts';
import { samplePlayerData as DATA } from './player-data.fixtures.ts';
import { PLAYER_DATA_PARTS, type PlayerDataContext, type PlayerDataInput, type PlayerDataPart } from './player-data.types.ts';

const LOADER: Record<PlayerDataPart, string> = PLAYER_DATA_LOADERS;
/** After a session check that brought no notification token. */
const PLAYER: PlayerDataInput = { username: 'hrac', notificationToken: null };
/** After a login, whose result carries the notification token. */
const LOGGED_IN: PlayerDataInput = { username: 'hrac', notificationToken: 'from-login' };

type PlayerDataHarness = Harness<typeof playerDataMachine> & { snackbars: SnackbarRequest[] };

const harness = (input: PlayerDataInput = PLAYER): PlayerDataHarness => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const actors = Object.fromEntries(Object.values(LOADER).map((name) => [name, fakes.promise(name)]));
  const machine = playerDataMachine.provide({
    actors: { ...actors, updateBalanceVisibility: fakes.promise('updateBalanceVisibility') } as never,
  });
  const actor = createActor(machine, { clock, input });
  const snackbars: SnackbarRequest[] = [];
  actor.on('snackbar.show', ({ message }) => snackbars.push(message));
  actor.start();
  return { actor, clock, fakes, snackbars };
};

const loadingPart = (snapshot: AnyMachineSnapshot): PlayerDataPart | undefined => PLAYER_DATA_PARTS.find((part) => snapshot.matches({ [part]: 'loading' }));

const behaviour = ({ errors, balanceVisible, pendingBalanceVisible }: PlayerDataContext) => ({
  errors,
  balanceVisible,
  pendingBalanceVisible,
});

describe('playerData model', () => {
  const model = modelOf(playerDataMachine, {
    inputs: [PLAYER, LOGGED_IN],
    // The loaded data does not change behaviour: the vertices are the states, errors and visibility.
    vertexKey: (snapshot) => behaviour(snapshot.context),
    events: (snapshot) => {
      const part = loadingPart(snapshot);
      // The loaders settle in the parts' order, and at most one fails per load: the property test
      // below covers any order and any set of failures.
      if (part) {
        const done = { type: `xstate.done.actor.${LOADER[part]}`, output: DATA[part] };
        const failed = { type: `xstate.error.actor.${LOADER[part]}`, error: new Error('HTTP 500: down') };
        return Object.keys(snapshot.context.errors).length === 0 ? [done, failed] : [done];
      }
      // Refreshes and toggles once everything has settled (a balance notification may come any time).
      return [
        { type: 'player-data.refresh' },
        { type: 'player-data.refresh', parts: ['bonuses'] },
        { type: 'player-data.set-balance-visible', visible: false },
        { type: 'player-data.balance-updated', balance: { type: 'casino_gaming', amount: 99, currencyCode: 'CZK' } },
        { type: 'xstate.done.actor.updateBalanceVisibility', output: { balanceHidden: true } },
        { type: 'xstate.error.actor.updateBalanceVisibility', error: new Error('Request timed out') },
      ];
    },
  });

  testModel(model, harness, {
    project: behaviour,
    afterStep: ({ snackbars, fakes }, step) => {
      if (step.event.type === 'xstate.error.actor.updateBalanceVisibility') {
        expect(snackbars.at(-1)).toEqual({ title: ErrorKey.unableToUpdateBalanceVisibility, type: 'alert' });
      }
      // Exactly the loading parts have a loader in flight.
      const inFlight = fakes.promiseCalls
        .filter((c) => c.status === 'pending')
        .map((c) => c.name)
        .sort();
      const loading = PLAYER_DATA_PARTS.filter((part) => step.state.matches({ [part]: 'loading' })).map((part) => LOADER[part]);
      const saving = step.state.matches({ visibilityToggle: 'saving' }) ? ['updateBalanceVisibility'] : [];
      expect(inFlight).toEqual([...loading, ...saving].sort());
    },
  });
});

describe('playerData behaviour', () => {
  const loadAll = async (h: PlayerDataHarness, failing: readonly PlayerDataPart[] = []) => {
    for (const part of PLAYER_DATA_PARTS) {
      if (failing.includes(part)) h.fakes.reject(LOADER[part], new Error('HTTP 500: down'));
      else h.fakes.resolve(LOADER[part], DATA[part]);
    }
    await flush();
  };

  it('loads every part in parallel and shows the main balance and aggregated gaming bonuses', async () => {
    const h = harness();
    expect(h.fakes.promiseCalls.map((call) => call.name).sort()).toEqual(Object.values(LOADER).sort());
    expect(h.fakes.callsOf('loadInfo')[0]?.input).toEqual({ requestedPlayerData: PLAYER_INFO_FIELDS });
    await loadAll(h);
    const view = connect(h.actor.getSnapshot());
    expect(view).toMatchObject({
      loading: false,
      balance: { type: 'casino_gaming', amount: 1250.5, currencyCode: 'CZK' },
      balanceVisible: true,
      gamingBonuses: { freeSpins: { 'book-of-dead': 10 }, goldenChips: { roulette: 3 } },
      bonusTemplateOptIns: [{ templateCode: 'WELCOME' }],
      tagNameOptIn: [{ name: 'vip' }],
      notificationToken: 'nt-1',
      selfExcluded: false,
      errors: [],
    });
  });

  it('records the short error of each failed loader and keeps the other parts', async () => {
    const h = harness();
    await loadAll(h, ['balances', 'notificationToken', 'gamingBonuses']);
    const view = connect(h.actor.getSnapshot());
    expect([...view.errors].sort()).toEqual(['balance', 'gaming_bonuses', 'notification']);
    expect(view.balance).toBeNull();
    expect(view.notificationToken).toBeNull();
    expect(view.info).toEqual(DATA.info);
  });

  it('keeps the notification token the login brought without fetching it again; a refresh naming it fetches it, and a failed one keeps it', async () => {
    const h = harness(LOGGED_IN);
    expect(h.fakes.callsOf(LOADER.notificationToken)).toEqual([]);
    expect(connect(h.actor.getSnapshot()).notificationToken).toBe('from-login');
    h.actor.send({ type: 'player-data.refresh', parts: ['notificationToken'] });
    expect(h.fakes.callsOf(LOADER.notificationToken)).toHaveLength(1);
    h.fakes.reject(LOADER.notificationToken, new Error('HTTP 500: down'));
    await flush();
    const view = connect(h.actor.getSnapshot());
    expect(view.notificationToken).toBe('from-login');
    expect(view.errors).toEqual(['notification']);
  });

  it('a bonuses refresh reloads the gaming bonuses too, and only those', async () => {
    const h = harness();
    await loadAll(h);
    const before = h.fakes.promiseCalls.length;
    h.actor.send({ type: 'player-data.refresh', parts: ['bonuses'] });
    expect(
      h.fakes.promiseCalls
        .slice(before)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['loadBonuses', 'loadGamingBonuses']);
  });

  it('applies a balance notification', async () => {
    const h = harness();
    await loadAll(h);
    h.actor.send({ type: 'player-data.balance-updated', balance: { type: 'casino_gaming', amount: 7, currencyCode: 'CZK' } });
    expect(connect(h.actor.getSnapshot()).balance?.amount).toBe(7);
  });

  it('shows the new visibility at once, keeps it on success and restores it on failure', async () => {
    const h = harness();
    await loadAll(h);
    h.actor.send({ type: 'player-data.set-balance-visible', visible: false });
    expect(connect(h.actor.getSnapshot())).toMatchObject({ balanceVisible: false, balanceVisibilitySaving: true });
    expect(h.fakes.pendingCall('updateBalanceVisibility').input).toEqual({ balanceHidden: true });
    h.fakes.reject('updateBalanceVisibility', new Error('HTTP 503: busy'));
    await flush();
    expect(connect(h.actor.getSnapshot()).balanceVisible).toBe(true);
    expect(h.snackbars).toEqual([{ title: ErrorKey.unableToUpdateBalanceVisibility, type: 'alert' }]);
  });

  it('any completion order and any failures: loaded parts hold their answers, failed parts their errors (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray([...PLAYER_DATA_PARTS], { minLength: 10, maxLength: 10 }),
        fc.subarray([...PLAYER_DATA_PARTS]),
        async (order, failing) => {
          const h = harness();
          for (const part of order) {
            if (failing.includes(part)) h.fakes.reject(LOADER[part], new Error('x'));
            else h.fakes.resolve(LOADER[part], DATA[part]);
            await flush();
          }
          const snapshot = h.actor.getSnapshot();
          expect(connect(snapshot).loading).toBe(false);
          expect(Object.keys(snapshot.context.errors).sort()).toEqual([...failing].sort());
          const view = connect(snapshot);
          expect(view.gamingBonuses).toEqual(
            failing.includes('gamingBonuses') ? { freeSpins: {}, goldenChips: {} } : aggregateGamingBonuses(DATA.gamingBonuses),
          );
          expect(view.messages).toEqual(failing.includes('messages') ? [] : DATA.messages);
          h.actor.stop();
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});
