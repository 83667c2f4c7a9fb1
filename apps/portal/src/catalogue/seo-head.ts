// The search-engine head of a page (part 2 §2: each named page has its own metadata, from the seo
// record its layout or its item names, otherwise from the item itself). The loader builds a plain
// SeoHead (serialisable, so `meta` gets it through `loaderData` in React Router 8) and `seoMeta`
// turns it into the tags. The canonical link, the alternates and og:locale come from the root's
// LocaleHead for every matched path; og:url repeats the canonical address here. The title follows
// the site's one pattern (page-title.ts), and a page with no image of its own shows the site's
// default og image (og-image.ts).
import { assetUrl, type Seo } from '@casino/core';
import { pageTitle } from '../page-title.ts';
import type { OgImage } from './og-image.ts';

export interface SeoHead {
  readonly title: string;
  readonly description: string | null;
  readonly ogTitle: string;
  readonly ogDescription: string | null;
  readonly ogImage: OgImage;
  readonly twitterCard: string;
  readonly robots: string;
  /** The page's canonical path (no origin: the root's canonical link is a path too). */
  readonly canonical: string;
}

export interface SeoHeadInput {
  /** The page's seo record, when its layout or item names one and it loaded. */
  readonly seo: Seo | null;
  /** The title of the matching item (provider, collection, jackpot …) or of the page kind. */
  readonly title: string;
  readonly description?: string | null;
  /** An asset id of the item's image, used when the record has no og image. */
  readonly imageId?: string | null;
  readonly canonical: string;
  /** Preview pages show drafts, and pages still to come say nothing yet: never indexed. */
  readonly noindex: boolean;
  /** The content API's base, for og:image asset URLs. */
  readonly contentApi: string;
  /** The site's name in the page's language: every title ends with it. */
  readonly siteName: string;
  /** The site's og image, for a page with none of its own (an absolute address). */
  readonly defaultImage: OgImage;
}

/** The og image at a size of the asset ladder (ASSET_DIMENSIONS): 1280×720, 16:9. */
export const OG_IMAGE_SIZE = { width: 1280, height: 720 } as const;

const NO_INDEX = 'noindex, nofollow';
const INDEX = 'index, follow';

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The record wins where it has a value; the item fills the rest; a page that must not be indexed never is. */
export const seoHead = ({ seo, title, description, imageId, canonical, noindex, contentApi, siteName, defaultImage }: SeoHeadInput): SeoHead => {
  const name = clean(seo?.title) ?? title;
  const pageDescription = clean(seo?.description) ?? clean(description);
  const image = clean(seo?.ogImage) ?? clean(imageId);
  return {
    title: pageTitle(name, siteName),
    description: pageDescription,
    ogTitle: clean(seo?.ogTitle) ?? name,
    ogDescription: clean(seo?.ogDescription) ?? pageDescription,
    ogImage: image === null ? defaultImage : { url: assetUrl(contentApi, image, { transform: { ...OG_IMAGE_SIZE, fit: 'cover' } }), ...OG_IMAGE_SIZE },
    twitterCard: clean(seo?.twitterCard) ?? 'summary_large_image',
    robots: noindex ? NO_INDEX : (clean(seo?.metaRobots) ?? INDEX),
    canonical,
  };
};

export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

/** The tags of a head, for a route's `meta` (`({ loaderData }) => seoMeta(loaderData?.seo)`). */
export const seoMeta = (head: SeoHead | null | undefined): MetaTag[] => {
  if (head === null || head === undefined) return [{ name: 'robots', content: NO_INDEX }];
  const tags: MetaTag[] = [{ title: head.title }];
  if (head.description !== null) tags.push({ name: 'description', content: head.description });
  tags.push({ name: 'robots', content: head.robots });
  tags.push({ property: 'og:type', content: 'website' });
  tags.push({ property: 'og:title', content: head.ogTitle });
  if (head.ogDescription !== null) tags.push({ property: 'og:description', content: head.ogDescription });
  tags.push({ property: 'og:url', content: head.canonical });
  tags.push({ property: 'og:image', content: head.ogImage.url });
  tags.push({ property: 'og:image:width', content: String(head.ogImage.width) });
  tags.push({ property: 'og:image:height', content: String(head.ogImage.height) });
  tags.push({ name: 'twitter:card', content: head.twitterCard });
  tags.push({ name: 'twitter:title', content: head.ogTitle });
  if (head.ogDescription !== null) tags.push({ name: 'twitter:description', content: head.ogDescription });
  tags.push({ name: 'twitter:image', content: head.ogImage.url });
  return tags;
};
