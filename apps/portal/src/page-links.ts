// The one link builder of the pages: a route of core's table or a CMS link, in the page's language
// and preview mode; image URLs start at the content API (the asset host).
import { addLocalePrefix, isExternalLink, previewLink, routePath, type Locale, type RouteName } from '@casino/core';

export interface LinkContext {
  readonly locale: Locale;
  readonly preview: boolean;
  /** The content API's base URL, where images come from. */
  readonly assetBase: string;
}

export const linkTo = (context: Pick<LinkContext, 'locale' | 'preview'>, name: RouteName, params: Readonly<Record<string, string>> = {}): string =>
  routePath(name, params, { locale: context.locale, preview: context.preview });

/** An internal path in the page's language and preview mode; an external URL (or a relative one) as it is. */
export const cmsLink = (context: Pick<LinkContext, 'locale' | 'preview'>, link: string): string =>
  isExternalLink(link) || !link.startsWith('/') ? link : addLocalePrefix(previewLink(link, context.preview), context.locale);
