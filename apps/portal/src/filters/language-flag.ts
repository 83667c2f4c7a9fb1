// A live table's language with its flag (issue 22): the flag of the country the language is most
// spoken in, as regional-indicator letters, so no image is fetched; a language without one shows none.
const COUNTRY_OF: Readonly<Record<string, string>> = {
  cs: 'CZ',
  en: 'GB',
  de: 'DE',
  ar: 'SA',
  nl: 'NL',
  ro: 'RO',
  el: 'GR',
  tr: 'TR',
  'pt-br': 'BR',
  sk: 'SK',
  pl: 'PL',
  es: 'ES',
  it: 'IT',
  fr: 'FR',
};

const REGIONAL_A = 0x1f1e6;

export const languageFlag = (language: string): string => {
  const country = COUNTRY_OF[language.toLowerCase()];
  return country === undefined ? '' : String.fromCodePoint(...[...country].map((letter) => REGIONAL_A + letter.charCodeAt(0) - 65));
};

/** The language's name in the page's language ('cs' → 'čeština'), or its code when the browser has no name for it. */
export const languageName = (language: string, locale: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
};
