// Locale resolution and locale-prefixed paths (D1).
export { parseLocale, LOCALE_TAGS } from './parse-locale.ts';
export { resolveLocale, type LocaleSources } from './resolve-locale.ts';
export { formatCount } from './format-count.ts';
export { pluralCategory, type PluralCategory } from './plural-category.ts';
export { localisedPath, alternateLocalePaths, localeSwitch, type LocaleSwitch } from './localised-path.ts';
