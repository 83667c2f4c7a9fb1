// The head's language tags (part 1 §2): the canonical path of the page in its language, the same
// page in every language (Czech is also the default for other languages), and the Open Graph
// locale. Unknown paths have no canonical page, so they get none of these.
import { alternateLocalePaths, LOCALE_TAGS, localisedPath, matchRoute, SUPPORTED_LOCALES, type Locale } from '@casino/core';

export function LocaleHead({ pathname, locale }: { readonly pathname: string; readonly locale: Locale }) {
  if (matchRoute(pathname) === null) return null;
  const alternates = alternateLocalePaths(pathname);
  return (
    <>
      <link rel="canonical" href={localisedPath(pathname, locale)} />
      {SUPPORTED_LOCALES.map((each) => (
        <link key={each} rel="alternate" hrefLang={LOCALE_TAGS[each].lang} href={alternates[each]} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={alternates.cs} />
      <meta property="og:locale" content={LOCALE_TAGS[locale].ogLocale} />
    </>
  );
}
