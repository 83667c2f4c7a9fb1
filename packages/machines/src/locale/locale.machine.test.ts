import { COOKIE_LOCALE, COOKIE_LOCALE_DAYS, type Locale } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { reportModelCoverage } from '../testing/model-coverage.ts';
import { controlledPromise, createMachineModel, flush, replayPaths, transitionPaths, type HarnessParts, type ModelEvent } from '../snackbar/model-harness.ts';
import { connect } from './locale.connect.ts';
import { localeMachine } from './locale.machine.ts';
import type { LocaleCookie, LocaleInput, MessageCatalogue } from './locale.types.ts';

const cs: MessageCatalogue = { 'general.close': 'Zavřít', 'general.loading': 'Načítání' };
const en: MessageCatalogue = { 'general.close': 'Close' };

const start = (input: LocaleInput) => {
  const clock = new SimulatedClock();
  const loadMessages = controlledPromise<MessageCatalogue, { locale: Locale }>();
  const effects: string[] = [];
  const cookies: LocaleCookie[] = [];
  const machine = localeMachine.provide({
    actors: { loadMessages: loadMessages.logic },
    actions: {
      persistLocale: (_, cookie) => void (cookies.push(cookie), effects.push(`cookie ${cookie.value}`)),
      navigate: (_, { path }) => void effects.push(`navigate ${path}`),
      refetchCachedData: (_, { locale }) => void effects.push(`refetch ${locale}`),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.on('locale.changed', (event) => effects.push(`changed ${event.locale}`));
  actor.start();
  return { actor, clock, loadMessages, effects, cookies };
};

describe('locale machine', () => {
  it('reaches every state and transition, replayed on a real actor', async () => {
    const events: ModelEvent<typeof localeMachine>[] = [
      { type: 'locale.change', locale: 'en', pathname: '/vyrobci' },
      { type: 'locale.change', locale: 'cs', pathname: '/en/vyrobci' },
      { type: 'xstate.done.actor.loadMessages', output: { 'general.close': 'Zavřít!' } },
      { type: 'xstate.error.actor.loadMessages', error: new Error('HTTP 404: Not Found') },
    ];
    const input: LocaleInput = { locale: 'cs', catalogues: { cs } };
    const paths = transitionPaths(createMachineModel(localeMachine, { events, input }));
    const harness = (): HarnessParts => {
      const { actor, clock, loadMessages } = start(input);
      return { actor, clock, promises: { loadMessages } };
    };
    expect(await replayPaths(paths, harness)).toBeNull();
    const coverage = reportModelCoverage(localeMachine, paths);
    expect(coverage.states.missed).toEqual([]);
    expect(coverage.transitions.missed).toEqual([]);
  });

  it('switches: merges the catalogue, writes the cookie, refetches, moves to the prefixed path', async () => {
    const { actor, loadMessages, effects, cookies } = start({ locale: 'cs', catalogues: { cs } });
    loadMessages.resolve({ 'general.loading': 'Načítám…', 'search.no-results': 'Nic' });
    await flush();
    expect(connect(actor.getSnapshot()).messages).toEqual({ 'general.close': 'Zavřít', 'general.loading': 'Načítám…', 'search.no-results': 'Nic' });

    actor.send({ type: 'locale.change', locale: 'en', pathname: '/vyrobci/pragmatic' });
    expect(connect(actor.getSnapshot())).toMatchObject({ locale: 'cs', switching: true, pendingLocale: 'en' });
    loadMessages.resolve(en);
    await flush();
    expect(connect(actor.getSnapshot())).toEqual({ locale: 'en', messages: en, switching: false, pendingLocale: null });
    expect(effects).toEqual(['cookie en', 'refetch en', 'navigate /en/vyrobci/pragmatic', 'changed en']);
    expect(cookies).toEqual([{ name: COOKIE_LOCALE, value: 'en', maxAgeDays: COOKIE_LOCALE_DAYS }]);
    expect(loadMessages.inputs).toEqual([{ locale: 'cs' }, { locale: 'en' }]);
  });

  it('stays in the current locale when the new catalogue fails to load', async () => {
    const { actor, loadMessages, effects } = start({ locale: 'cs', catalogues: { cs } });
    loadMessages.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'locale.change', locale: 'en', pathname: '/' });
    loadMessages.reject(new Error('offline'));
    await flush();
    expect(connect(actor.getSnapshot())).toEqual({ locale: 'cs', messages: cs, switching: false, pendingLocale: null });
    expect(effects).toEqual([]);
  });

  it('takes the latest choice when the player switches twice quickly', async () => {
    const { actor, loadMessages, effects } = start({ locale: 'cs', catalogues: { cs } });
    actor.send({ type: 'locale.change', locale: 'en', pathname: '/' });
    actor.send({ type: 'locale.change', locale: 'cs', pathname: '/en' });
    expect(actor.getSnapshot().context.pending).toEqual({ locale: 'cs', pathname: '/en' });
    loadMessages.resolve({});
    await flush();
    expect(connect(actor.getSnapshot()).locale).toBe('cs');
    expect(effects).toEqual(['cookie cs', 'refetch cs', 'navigate /', 'changed cs']);
  });

  it('ignores a change to the locale already shown', () => {
    const { actor } = start({ locale: 'en' });
    actor.send({ type: 'locale.change', locale: 'en', pathname: '/en' });
    expect(connect(actor.getSnapshot()).switching).toBe(false);
  });

  it('property: merging never loses a message id of the locale', async () => {
    const catalogue = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.string({ maxLength: 3 }));
    await fc.assert(
      fc.asyncProperty(catalogue, fc.array(catalogue, { maxLength: 4 }), async (initial, loads) => {
        const { actor, loadMessages } = start({ locale: 'cs', catalogues: { cs: initial } });
        loadMessages.resolve({});
        await flush();
        const expected: Record<string, string> = { ...initial };
        let locale: Locale = 'cs';
        for (const load of loads) {
          locale = locale === 'cs' ? 'en' : 'cs';
          actor.send({ type: 'locale.change', locale, pathname: '/' });
          loadMessages.resolve(load);
          await flush();
          if (locale === 'cs') Object.assign(expected, load);
        }
        const { catalogues } = actor.getSnapshot().context;
        expect(catalogues.cs).toEqual(expected);
      }),
    );
  });
});
