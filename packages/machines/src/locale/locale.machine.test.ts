import { COOKIE_LOCALE, COOKIE_LOCALE_DAYS, type Locale } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, flush, modelOf, TestClock, type ModelEvent } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './locale.connect.ts';
import { localeMachine } from './locale.machine.ts';
import type { LocaleCookie, LocaleInput, MessageCatalogue } from './locale.types.ts';

const cs: MessageCatalogue = { 'general.close': 'Zavřít', 'general.loading': 'Načítání' };
const en: MessageCatalogue = { 'general.close': 'Close' };

const start = (input: LocaleInput) => {
  const clock = new TestClock();
  const fakes = new FakeActors();
  const effects: string[] = [];
  const cookies: LocaleCookie[] = [];
  const machine = localeMachine.provide({
    actors: { loadMessages: fakes.promise('loadMessages') },
    actions: {
      persistLocale: (_, cookie) => void (cookies.push(cookie), effects.push(`cookie ${cookie.value}`)),
      navigate: (_, { path }) => void effects.push(`navigate ${path}`),
      refetchCachedData: (_, { locale }) => void effects.push(`refetch ${locale}`),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.on('locale.changed', (event) => effects.push(`changed ${event.locale}`));
  actor.start();
  return { actor, clock, fakes, effects, cookies };
};

describe('locale model', () => {
  const events: ModelEvent<typeof localeMachine>[] = [
    { type: 'locale.change', locale: 'en', pathname: '/vyrobci' },
    { type: 'locale.change', locale: 'cs', pathname: '/en/vyrobci' },
    { type: 'xstate.done.actor.loadMessages', output: { 'general.close': 'Zavřít!' } },
    { type: 'xstate.error.actor.loadMessages', error: new Error('HTTP 404: Not Found') },
  ];
  const input: LocaleInput = { locale: 'cs', catalogues: { cs } };
  testModel(modelOf(localeMachine, { events, input }), start);
});

describe('locale machine', () => {
  it('switches: merges the catalogue, writes the cookie, refetches, moves to the prefixed path', async () => {
    const { actor, fakes, effects, cookies } = start({ locale: 'cs', catalogues: { cs } });
    fakes.resolve('loadMessages', { 'general.loading': 'Načítám…', 'search.no-results': 'Nic' });
    await flush();
    expect(connect(actor.getSnapshot()).messages).toEqual({ 'general.close': 'Zavřít', 'general.loading': 'Načítám…', 'search.no-results': 'Nic' });

    actor.send({ type: 'locale.change', locale: 'en', pathname: '/vyrobci/pragmatic' });
    expect(connect(actor.getSnapshot())).toMatchObject({ locale: 'cs', switching: true, pendingLocale: 'en' });
    fakes.resolve('loadMessages', en);
    await flush();
    expect(connect(actor.getSnapshot())).toEqual({ locale: 'en', messages: en, switching: false, pendingLocale: null });
    expect(effects).toEqual(['cookie en', 'refetch en', 'navigate /en/vyrobci/pragmatic', 'changed en']);
    expect(cookies).toEqual([{ name: COOKIE_LOCALE, value: 'en', maxAgeDays: COOKIE_LOCALE_DAYS }]);
    expect(fakes.inputsOf('loadMessages')).toEqual([{ locale: 'cs' }, { locale: 'en' }]);
  });

  it('stays in the current locale when the new catalogue fails to load', async () => {
    const { actor, fakes, effects } = start({ locale: 'cs', catalogues: { cs } });
    fakes.reject('loadMessages', new Error('offline'));
    await flush();
    actor.send({ type: 'locale.change', locale: 'en', pathname: '/' });
    fakes.reject('loadMessages', new Error('offline'));
    await flush();
    expect(connect(actor.getSnapshot())).toEqual({ locale: 'cs', messages: cs, switching: false, pendingLocale: null });
    expect(effects).toEqual([]);
  });

  it('takes the latest choice when the player switches twice quickly', async () => {
    const { actor, fakes, effects } = start({ locale: 'cs', catalogues: { cs } });
    actor.send({ type: 'locale.change', locale: 'en', pathname: '/' });
    actor.send({ type: 'locale.change', locale: 'cs', pathname: '/en' });
    expect(actor.getSnapshot().context.pending).toEqual({ locale: 'cs', pathname: '/en' });
    fakes.resolve('loadMessages', {});
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
        const { actor, fakes } = start({ locale: 'cs', catalogues: { cs: initial } });
        fakes.resolve('loadMessages', {});
        await flush();
        const expected: Record<string, string> = { ...initial };
        let locale: Locale = 'cs';
        for (const load of loads) {
          locale = locale === 'cs' ? 'en' : 'cs';
          actor.send({ type: 'locale.change', locale, pathname: '/' });
          fakes.resolve('loadMessages', load);
          await flush();
          if (locale === 'cs') Object.assign(expected, load);
        }
        const { catalogues } = actor.getSnapshot().context;
        expect(catalogues.cs).toEqual(expected);
      }),
    );
  });
});
