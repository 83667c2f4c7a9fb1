// The colour-mode preference: the toggle cycles dark → light → system, every change is stored by
// the injected persistTheme action, and each toggle is tracked as casino_theme_toggle. While the
// preference is system, an injected listener reports the device's colour scheme.
import { nextThemeOption, themeToggleEvent, type AnalyticsEvent, type ThemeOption } from '@casino/core';
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { ThemeContext, ThemeEvent, ThemeInput } from './theme.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

const toggleTo = (theme: ThemeOption) =>
  ({
    target: theme,
    actions: [
      { type: 'persistTheme', params: { theme } },
      { type: 'track', params: themeToggleEvent(theme) },
    ],
  }) as const;

const setTo = (theme: ThemeOption) =>
  ({
    guard: { type: 'sets', params: { theme } },
    target: theme,
    actions: { type: 'persistTheme', params: { theme } },
  }) as const;

export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actors: {
    /** Listens to prefers-color-scheme and sends 'theme.system-changed' { dark }. */
    systemPreference: fromCallback<EventObject>(notProvidedActor('theme', 'systemPreference')),
  },
  actions: {
    /** Stores the preference (cookie, session or local storage, as the site is configured). */
    persistTheme: notProvidedAction<{ theme: ThemeOption }>('theme', 'persistTheme'),
    track: notProvidedAction<AnalyticsEvent>('theme', 'track'),
    prefer: assign((_, params: { theme: ThemeOption }) => ({ preference: params.theme })),
  },
  guards: {
    startsWith: ({ context }, params: { theme: ThemeOption }) => context.startWith === params.theme,
    sets: ({ event }, params: { theme: ThemeOption }) => event.type === 'theme.set' && event.theme === params.theme,
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ preference: 'system', systemDark: input.systemDark, startWith: input.preference }),
  initial: 'system',
  on: {
    'theme.system-changed': { actions: assign({ systemDark: ({ event }) => event.dark }) },
  },
  states: {
    system: {
      // The stored preference is taken once, at start-up.
      always: [
        { guard: { type: 'startsWith', params: { theme: 'dark' } }, target: 'dark', actions: assign({ startWith: null }) },
        { guard: { type: 'startsWith', params: { theme: 'light' } }, target: 'light', actions: assign({ startWith: null }) },
      ],
      entry: { type: 'prefer', params: { theme: 'system' } },
      invoke: { id: 'systemPreference', src: 'systemPreference' },
      on: {
        'theme.toggle': toggleTo(nextThemeOption('system')),
        'theme.set': [setTo('dark'), setTo('light')],
      },
    },
    dark: {
      entry: { type: 'prefer', params: { theme: 'dark' } },
      on: {
        'theme.toggle': toggleTo(nextThemeOption('dark')),
        'theme.set': [setTo('light'), setTo('system')],
      },
    },
    light: {
      entry: { type: 'prefer', params: { theme: 'light' } },
      on: {
        'theme.toggle': toggleTo(nextThemeOption('light')),
        'theme.set': [setTo('dark'), setTo('system')],
      },
    },
  },
});
