// The generated world is written in Czech, the site's language. English requests get the display
// titles of menus, categories, collections, promotions, widgets, slides and seo records translated
// from a table; names of games and providers are brand names and stay as they are.
import type { Locale } from '@casino/core';
import { ENGLISH_TITLES } from './english-titles.ts';
import { ownValue } from '../http/own-key.ts';

export { ENGLISH_TITLES };

/** Seo titles join parts with this separator ("Novinky | Kasino Demo"); each part translates alone. */
const TITLE_PART_SEPARATOR = ' | ';

const translateWhole = (title: string): string => ownValue(ENGLISH_TITLES, title) ?? title;

export const translateTitle = (title: string, locale: Locale): string => {
  if (locale !== 'en') return title;
  const whole = ownValue(ENGLISH_TITLES, title);
  if (whole !== undefined) return whole;
  return title.split(TITLE_PART_SEPARATOR).map(translateWhole).join(TITLE_PART_SEPARATOR);
};

/** Keys whose string values are display titles. */
const TITLE_KEYS = new Set(['title', 'ogTitle']);

/** A copy of a content value with every display title in the locale; other fields untouched. */
export const localizeTitles = <T>(value: T, locale: Locale): T => {
  if (locale !== 'en') return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, field]) => [key, TITLE_KEYS.has(key) && typeof field === 'string' ? translateTitle(field, locale) : walk(field)]),
    );
  };
  return walk(value) as T;
};
