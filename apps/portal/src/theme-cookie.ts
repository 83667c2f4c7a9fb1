// The colour mode the server paints (docs/design.md, Themes): the theme cookie's preference, dark when it has
// none. `system` is left to CSS (prefers-color-scheme), so nothing repaints after hydration.
import { COOKIE_THEME, ThemeOption } from '@casino/core';
import { cookieValue } from './cookies.ts';

const OPTIONS: ReadonlySet<string> = new Set(Object.values(ThemeOption));

/** The theme cookie's preference, dark when it holds none (or something else). */
export const themeFromCookie = (value: string | null): ThemeOption => (value !== null && OPTIONS.has(value) ? (value as ThemeOption) : ThemeOption.dark);

export const requestTheme = (request: Request): ThemeOption => themeFromCookie(cookieValue(request.headers.get('Cookie'), COOKIE_THEME));
