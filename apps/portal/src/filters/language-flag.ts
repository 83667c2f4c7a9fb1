// A live table's language as the filter panel names it, with the flag the live tiles show (core's
// liveFlagUrls: an image of the content API for each language the spec has a flag for).
import { liveFlagLanguage, type LiveTileAssets } from '@casino/core';

/** The flag image of a language, when the page has one for it. */
export const languageFlagUrl = (language: string, flagUrls: LiveTileAssets['flagUrls'] | null): string | null => {
  const flagged = liveFlagLanguage(language);
  return flagged === null || flagUrls === null ? null : (flagUrls[flagged] ?? null);
};

/** The language's name in the page's language ('cs' → 'čeština'), or its code when the browser has no name for it. */
export const languageName = (language: string, locale: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
};
