// Types of the colour-mode preference: dark, light or system, stored where the site configures
// (cookie, session storage or local storage: the injected persistTheme action decides).
import type { ThemeOption } from '@casino/core';

export interface ThemeInput {
  /** The stored preference, if any; none means system. */
  readonly preference: ThemeOption | null;
  /** prefers-color-scheme: dark at start-up. */
  readonly systemDark: boolean;
}

export interface ThemeContext {
  readonly preference: ThemeOption;
  readonly systemDark: boolean;
  /** The stored preference still to be taken at start-up. */
  readonly startWith: ThemeOption | null;
}

export type ThemeEvent =
  | { readonly type: 'theme.toggle' }
  | { readonly type: 'theme.set'; readonly theme: ThemeOption }
  /** From the injected systemPreference actor (a prefers-color-scheme listener). */
  | { readonly type: 'theme.system-changed'; readonly dark: boolean };

export interface ThemeView {
  readonly preference: ThemeOption;
  /** What the page is painted in. */
  readonly resolved: 'dark' | 'light';
  /** The preference the toggle moves to. */
  readonly next: ThemeOption;
}
