// What the theme switcher and the page root need: the preference, the painted scheme, the next step.
import { nextThemeOption, resolvedColorScheme } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { themeMachine } from './theme.machine.ts';
import type { ThemeView } from './theme.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof themeMachine>): ThemeView => {
  const { preference, systemDark } = snapshot.context;
  return { preference, resolved: resolvedColorScheme(preference, systemDark), next: nextThemeOption(preference) };
};
