// theme: the device's colour scheme from the environment, the preference in a cookie (so the server
// renders the right theme), each toggle into the data layer.
import { fromCallback, type EventObject } from 'xstate';
import { COOKIE_THEME, COOKIE_THEME_DAYS } from '@casino/core';
import { theme } from '@casino/machines';
import { themeFromCookie } from '../theme-cookie.ts';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideTheme = (runtime: PortalRuntime) =>
  theme.themeMachine.provide({
    actors: {
      systemPreference: fromCallback<EventObject>(({ sendBack }) => runtime.env.prefersDark.watch((dark) => sendBack({ type: 'theme.system-changed', dark }))),
    },
    actions: {
      persistTheme: (_, params) => runtime.env.cookies.set(COOKIE_THEME, params.theme, { days: COOKIE_THEME_DAYS }),
      track: (_, event) => runtime.env.track(event),
    },
  });

/**
 * The preference the server painted (the cookie's, dark without one: themeFromCookie) and the
 * device's scheme: the switcher and <html data-theme> go on from what is on screen.
 */
export const themeInput = (runtime: PortalRuntime): theme.ThemeInput => ({
  preference: themeFromCookie(runtime.env.cookies.get(COOKIE_THEME)),
  systemDark: runtime.env.prefersDark.current(),
});
