// What the theme switcher and the page root need: the preference, the painted scheme, the next step.
import type { SnapshotFrom } from 'xstate';
import { nextTheme } from './theme-cycle.ts';
import type { themeMachine } from './theme.machine.ts';
import type { ThemeView } from './theme.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof themeMachine>): ThemeView => {
  const { preference, systemDark } = snapshot.context;
  const resolved = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
  return { preference, resolved, next: nextTheme(preference) };
};
