// The toggle's order (part 2 §4): dark → light → system → dark.
import type { ThemeOption } from '@casino/core';

const NEXT: Readonly<Record<ThemeOption, ThemeOption>> = { dark: 'light', light: 'system', system: 'dark' };

export const nextTheme = (theme: ThemeOption): ThemeOption => NEXT[theme];
