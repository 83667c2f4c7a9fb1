// The colour mode: the toggle cycles dark → light → system; each change is stored and tracked; while
// system, the device's scheme decides.
import * as theme from '@casino/machines/theme';
import { forMachine } from '../playground/machine-description.ts';

export const themePlayground = forMachine(theme.themeMachine).describe({
  id: 'theme',
  title: 'Theme',
  summary: 'Toggle through dark, light and system (persistTheme and the casino_theme_toggle tracking in the history); in system, flip the device scheme.',
  input: () => ({ preference: null, systemDark: false }),
  actors: { systemPreference: { kind: 'callback' } },
  actions: ['persistTheme', 'track'],
  events: [
    { event: { type: 'theme.toggle' } },
    { label: 'dark', event: { type: 'theme.set', theme: 'dark' } },
    { label: 'light', event: { type: 'theme.set', theme: 'light' } },
    { label: 'system', event: { type: 'theme.set', theme: 'system' } },
    { label: 'device dark', event: { type: 'theme.system-changed', dark: true } },
    { label: 'device light', event: { type: 'theme.system-changed', dark: false } },
  ],
  view: theme.connect,
});
