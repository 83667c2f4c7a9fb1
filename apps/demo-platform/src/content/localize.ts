// The generated world is written in Czech, the site's language, and holds the English of every text
// a visitor reads (DemoWorld.english). English requests get those texts in English: display titles
// (seo titles part by part), promotion descriptions, page and widget HTML, web messages, and every
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

/** A copy of a content value with every visitor-read text in the locale; other fields untouched. */
export const localizeTexts = <T>(english: EnglishTexts, value: T, locale: Locale): T => {
  if (locale !== 'en') return value;
  const translate = (key: string, field: string): string =>
    TITLE_KEYS.has(key) ? translateTitle(english, field, locale) : TEXT_KEYS.has(key) ? (ownValue(english, field) ?? field) : field;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(Object.entries(node).map(([key, field]) => [key, typeof field === 'string' ? translate(key, field) : walk(field)]));
  };
  return walk(value) as T;
};
