// theme: the device's colour scheme from the environment, the preference in a cookie (so the server
// renders the right theme), each toggle into the data layer.
import { fromCallback, type EventObject } from 'xstate';
import { COOKIE_THEME, COOKIE_THEME_DAYS, ThemeOption } from '@casino/core';
import { theme } from '@casino/machines';
import type { PortalRuntime } from './portal-runtime.ts';

const isThemeOption = (value: string | null): value is ThemeOption => Object.values(ThemeOption).some((option) => option === value);

export const provideTheme = (runtime: PortalRuntime) =>
  theme.themeMachine.provide({
    actors: {
      systemPreference: fromCallback<EventObject>(({ sendBack }) =>
        runtime.env.prefersDark.watch((dark) => sendBack({ type: 'theme.system-changed', dark })),
      ),
    },
    actions: {
      persistTheme: (_, params) => runtime.env.cookies.set(COOKIE_THEME, params.theme, { days: COOKIE_THEME_DAYS }),
      track: (_, event) => runtime.env.track(event),
    },
  });

/** The stored preference (an unknown value counts as none) and the device's scheme. */
export const themeInput = (runtime: PortalRuntime): theme.ThemeInput => {
  const stored = runtime.env.cookies.get(COOKIE_THEME);
  return { preference: isThemeOption(stored) ? stored : null, systemDark: runtime.env.prefersDark.current() };
};
