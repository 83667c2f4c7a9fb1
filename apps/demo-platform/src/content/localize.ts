// The generated world is written in Czech, the site's language, and holds the English of every text
// a visitor reads (DemoWorld.english). English requests get those texts in English: display titles
// (seo titles part by part), promotion descriptions, page and widget HTML, web messages, a game's
// details (its description, special features and labels), a jackpot's levels, and every
// image with words painted in (promotion art, banners, video posters, og images, icons: the world
// names English art for each, demo-data's paintedImages). Names of games and providers are brand
// names and stay as they are.
import type { Locale } from '@casino/core';
import { ownValue } from '../http/own-key.ts';

export type EnglishTexts = Readonly<Record<string, string>>;

/** Seo titles join parts with this separator ("Novinky | Kasino Demo"); each part translates alone. */
const TITLE_PART_SEPARATOR = ' | ';

export const translateTitle = (english: EnglishTexts, title: string, locale: Locale): string => {
  if (locale !== 'en') return title;
  const whole = ownValue(english, title);
  if (whole !== undefined) return whole;
  return title
    .split(TITLE_PART_SEPARATOR)
    .map((part) => ownValue(english, part) ?? part)
    .join(TITLE_PART_SEPARATOR);
};

/** Keys whose string values are display titles. */
const TITLE_KEYS = new Set(['title', 'ogTitle']);
/** Keys whose string values are texts a visitor reads, translated whole (an image field: art with words in it, to its English art). */
const TEXT_KEYS = new Set(['description', 'ogDescription', 'html', 'text', 'image', 'posterImage', 'ogImage', 'iconImage', 'img', 'icon']);

/** Keys whose arrays list texts a visitor reads (a game's special features), each translated whole. */
const TEXT_LIST_KEYS = new Set(['specialFeatures']);
/**
 * Keys whose arrays hold items whose `name` a visitor reads as a word (a jackpot's levels); a name
 * anywhere else is a game's or a provider's, a brand that stays.
 */
const WORDED_NAME_LIST_KEYS = new Set(['jackpotLevels']);

/** A copy of a content value with every visitor-read text in the locale; other fields untouched. */
export const localizeTexts = <T>(english: EnglishTexts, value: T, locale: Locale): T => {
  if (locale !== 'en') return value;
  const text = (field: string): string => ownValue(english, field) ?? field;
  const translate = (key: string, field: string): string =>
    TITLE_KEYS.has(key) ? translateTitle(english, field, locale) : TEXT_KEYS.has(key) ? text(field) : field;
  const walk = (node: unknown, wordedName = false): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) return node.map((item) => walk(item, wordedName));
    return Object.fromEntries(
      Object.entries(node).map(([key, field]) => {
        if (typeof field === 'string') return [key, wordedName && key === 'name' ? text(field) : translate(key, field)];
        if (TEXT_LIST_KEYS.has(key) && Array.isArray(field)) return [key, field.map((item) => (typeof item === 'string' ? text(item) : walk(item)))];
        return [key, walk(field, WORDED_NAME_LIST_KEYS.has(key))];
      }),
    );
  };
  return walk(value) as T;
};
