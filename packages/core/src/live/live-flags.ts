// The flags of the live tables' languages: the seven the spec has flags for (part 2 §9), as asset
// URLs (flag-{language}, the content API's flag images). Made where the page is made (its loader),
// and handed to the browser's live tiles with the page's data.
import { LIVE_FLAG_LANGUAGES } from '../constants.ts';
import { assetUrl } from '../urls/asset-url.ts';

export type LiveFlagLanguage = (typeof LIVE_FLAG_LANGUAGES)[number];

const flagged: readonly string[] = LIVE_FLAG_LANGUAGES;

export const liveFlagLanguage = (language: string | null | undefined): LiveFlagLanguage | null => {
  const code = language?.toLowerCase() ?? '';
  return flagged.includes(code) ? (code as LiveFlagLanguage) : null;
};

/** The asset id of a flag: flag-{language}. */
export const flagAssetId = (language: LiveFlagLanguage): string => `flag-${language}`;

/** Each flagged language's flag (a 60×40 image). */
export const liveFlagUrls = (assetBase: string): Readonly<Record<LiveFlagLanguage, string>> =>
  Object.fromEntries(
    LIVE_FLAG_LANGUAGES.map((language) => [language, assetUrl(assetBase, flagAssetId(language), { transform: { width: 60, height: 40 } })]),
  ) as Record<LiveFlagLanguage, string>;
