// The ?locale=cs|en&status=Published|Draft query of every Content API and Local API call.
import type { ContentStatus, Locale } from '@casino/core';
import { SUPPORTED_LOCALES } from '@casino/core';

export interface ContentQuery {
  readonly locale: Locale;
  /** Draft asks for unpublished content as well (preview mode); anything else means Published. */
  readonly includeDrafts: boolean;
}

/** Content without a locale is served in the site's language, as the operator's CMS does. */
const DEFAULT_CONTENT_LOCALE: Locale = 'cs';

export const readContentQuery = (query: (name: string) => string | undefined): ContentQuery => {
  const locale = query('locale')?.toLowerCase();
  return {
    locale: (SUPPORTED_LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : DEFAULT_CONTENT_LOCALE,
    includeDrafts: query('status')?.toLowerCase() === 'draft',
  };
};

/** Published items always; Draft items only when drafts were asked for; Archived never. */
export const isVisible = (status: ContentStatus, query: ContentQuery): boolean => status === 'Published' || (status === 'Draft' && query.includeDrafts);
