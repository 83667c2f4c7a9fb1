// The locale (part 2 §4, D1): a change loads the new locale's message catalogue and merges it into
// what is loaded, then writes the locale cookie, moves to the locale's path and asks the portal to
// refetch its cached data. Loading, the cookie, navigation and the refetch are injected.
import { localeSwitch, type Locale } from '@casino/core';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Catalogues, LocaleContext, LocaleCookie, LocaleEmitted, LocaleEvent, LocaleInput, MessageCatalogue } from './locale.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

/** Loaded messages win over the ones already known; ids missing from the load keep their text. */
const merged = (catalogues: Catalogues, locale: Locale, loaded: MessageCatalogue): Catalogues => ({
  ...catalogues,
  [locale]: { ...catalogues[locale], ...loaded },
});

/** The cookie and path of the switch under way (core's D1 rule). */
const switchOf = (context: LocaleContext) => localeSwitch(context.pending?.pathname ?? '/', context.pending?.locale ?? context.locale);

export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as LocaleInput,
    emitted: {} as LocaleEmitted,
  },
  actors: {
    loadMessages: fromPromise<MessageCatalogue, { locale: Locale }>(notProvidedActor('locale', 'loadMessages')),
  },
  actions: {
    persistLocale: notProvidedAction<LocaleCookie>('locale', 'persistLocale'),
    navigate: notProvidedAction<{ path: string }>('locale', 'navigate'),
    /** Cached catalogue data (games, categories, jackpots …) is locale-bound: fetch it again. */
    refetchCachedData: notProvidedAction<{ locale: Locale }>('locale', 'refetchCachedData'),
    announce: emit(({ context }) => ({ type: 'locale.changed' as const, locale: context.locale })),
  },
  guards: {
    isOtherLocale: ({ context, event }) => event.locale !== (context.pending?.locale ?? context.locale),
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale, catalogues: input.catalogues ?? {}, pending: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: {
          target: 'ready',
          actions: assign({ catalogues: ({ context, event }) => merged(context.catalogues, context.locale, event.output) }),
        },
        // The page keeps the catalogue it was rendered with.
        onError: 'ready',
      },
      on: {
        'locale.change': {
          guard: 'isOtherLocale',
          target: 'switching',
          actions: assign({ pending: ({ event }) => ({ locale: event.locale, pathname: event.pathname }) }),
        },
      },
    },
    ready: {
      on: {
        'locale.change': {
          guard: 'isOtherLocale',
          target: 'switching',
          actions: assign({ pending: ({ event }) => ({ locale: event.locale, pathname: event.pathname }) }),
        },
      },
    },
    switching: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.pending?.locale ?? context.locale }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => {
              const locale = context.pending?.locale ?? context.locale;
              return { locale, catalogues: merged(context.catalogues, locale, event.output) };
            }),
            { type: 'persistLocale', params: ({ context }) => switchOf(context).cookie },
            { type: 'refetchCachedData', params: ({ context }) => ({ locale: context.locale }) },
            { type: 'navigate', params: ({ context }) => ({ path: switchOf(context).path }) },
            'announce',
            assign({ pending: null }),
          ],
        },
        // Without its messages the new locale would show raw keys: stay in the current one.
        onError: { target: 'ready', actions: assign({ pending: null }) },
      },
      on: {
        // The latest choice wins: the load for the earlier one is cancelled.
        'locale.change': {
          guard: 'isOtherLocale',
          target: 'switching',
          reenter: true,
          actions: assign({ pending: ({ event }) => ({ locale: event.locale, pathname: event.pathname }) }),
        },
      },
    },
  },
});
