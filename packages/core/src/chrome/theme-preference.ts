// The colour-mode preference (part 2 §4): the toggle cycles dark → light → system → dark, and
// system follows the device's colour scheme.
import type { ThemeOption } from '../types/enums.ts';

const NEXT: Readonly<Record<ThemeOption, ThemeOption>> = { dark: 'light', light: 'system', system: 'dark' };

/** The preference the theme toggle moves to. */
export const nextThemeOption = (theme: ThemeOption): ThemeOption => NEXT[theme];

/** The scheme the page is painted in: the preference, or the device's scheme under system. */
export const resolvedColorScheme = (preference: ThemeOption, systemDark: boolean): 'dark' | 'light' => {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
};
