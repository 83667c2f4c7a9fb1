// The one pattern of every page's title (issue 21, finding 6): "<the page's name> | <the site's
// name>". A seo record may already carry the site's name at its end (the CMS writes whole titles);
// then it is kept as it is, never doubled. A page without a name of its own is the site's name.

/** Between the page's name and the site's. */
export const TITLE_SEPARATOR = ' | ';

/** A page's title from its name (a seo record's title, or the page's own name) and the site's name. */
export const pageTitle = (name: string, siteName: string): string => {
  const page = name.trim();
  const site = siteName.trim();
  if (page === '' || page === site) return site;
  return page.endsWith(`${TITLE_SEPARATOR}${site}`) ? page : `${page}${TITLE_SEPARATOR}${site}`;
};
