// Preview-mode link rewriting (part 2 §1): internal string links get the /preview prefix; external
// links (any URL scheme: http(s), the product's app scheme, mailto …, or protocol-relative //host)
// never change; route objects get the preview route param.
import { stripLocalePrefix, addLocalePrefix } from '../routes/locale-prefix.ts';
import { addPreviewSegment } from '../routes/route-path.ts';
import { PREVIEW_SEGMENT } from '../routes/route-table.ts';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A link that leaves the portal: it has a URL scheme or is protocol-relative. */
export const isExternalLink = (link: string): boolean => SCHEME.test(link.trim()) || link.trim().startsWith('//');

/** A router location object (react-router or vue-router style) whose params take the preview flag. */
export interface RouteLocationLike {
  readonly name?: string;
  readonly path?: string;
  readonly params?: Readonly<Record<string, string | undefined>>;
}

const previewPath = (link: string): string => {
  // Only root-relative paths are rewritten: hash, query and relative links stay on the current
  // page, which already carries the prefix.
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  const { locale, pathname } = stripLocalePrefix(link);
  const firstSegment = pathname.split(/[/?#]/, 2)[1];
  if (firstSegment === PREVIEW_SEGMENT) return link;
  const queryStart = pathname.search(/[?#]/);
  const path = queryStart === -1 ? pathname : pathname.slice(0, queryStart) || '/';
  const suffix = queryStart === -1 ? '' : pathname.slice(queryStart);
  const prefixed = `${addPreviewSegment(path)}${suffix}`;
  return locale === null ? prefixed : addLocalePrefix(prefixed, locale);
};

export function previewLink(link: string, preview: boolean): string;
export function previewLink<L extends RouteLocationLike>(link: L, preview: boolean): L;
export function previewLink<L extends RouteLocationLike>(link: string | L, preview: boolean): string | L {
  if (!preview) return link;
  if (typeof link === 'string') return isExternalLink(link) ? link : previewPath(link);
  return { ...link, params: { ...link.params, preview: PREVIEW_SEGMENT } };
}
