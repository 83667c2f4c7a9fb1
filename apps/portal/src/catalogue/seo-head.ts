// The search-engine head of a page (part 2 §2: each named page has its own metadata, from the seo
// record its layout or its item names, otherwise from the item itself). The loader builds a plain
// SeoHead (serialisable, so `meta` gets it through `loaderData` in React Router 8) and `seoMeta`
// turns it into the tags. The canonical link, the alternates and og:locale come from the root's
// LocaleHead for every matched path; og:url repeats the canonical address here.
import { assetUrl, type Seo } from '@casino/core';

export interface SeoHead {
  readonly title: string;
  readonly description: string | null;
  readonly ogTitle: string;
  readonly ogDescription: string | null;
  readonly ogImage: string | null;
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
  /** Preview pages show drafts: never indexed. */
  readonly preview: boolean;
  /** The content API's base, for og:image asset URLs. */
  readonly contentApi: string;
}

/** The og image at a size of the asset ladder (ASSET_DIMENSIONS): 1280×720, 16:9. */
export const OG_IMAGE_SIZE = { width: 1280, height: 720 } as const;

const NO_INDEX = 'noindex, nofollow';
const INDEX = 'index, follow';

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The record wins where it has a value; the item fills the rest; preview is never indexed. */
export const seoHead = ({ seo, title, description, imageId, canonical, preview, contentApi }: SeoHeadInput): SeoHead => {
  const pageTitle = clean(seo?.title) ?? title;
  const pageDescription = clean(seo?.description) ?? clean(description);
  const image = clean(seo?.ogImage) ?? clean(imageId);
  return {
    title: pageTitle,
    description: pageDescription,
    ogTitle: clean(seo?.ogTitle) ?? pageTitle,
    ogDescription: clean(seo?.ogDescription) ?? pageDescription,
    ogImage: image === null ? null : assetUrl(contentApi, image, { transform: { ...OG_IMAGE_SIZE, fit: 'cover' } }),
    twitterCard: clean(seo?.twitterCard) ?? (image === null ? 'summary' : 'summary_large_image'),
    robots: preview ? NO_INDEX : (clean(seo?.metaRobots) ?? INDEX),
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
  if (head.ogImage !== null) {
    tags.push({ property: 'og:image', content: head.ogImage });
    tags.push({ property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) });
    tags.push({ property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) });
  }
  tags.push({ name: 'twitter:card', content: head.twitterCard });
  tags.push({ name: 'twitter:title', content: head.ogTitle });
  if (head.ogDescription !== null) tags.push({ name: 'twitter:description', content: head.ogDescription });
  if (head.ogImage !== null) tags.push({ name: 'twitter:image', content: head.ogImage });
  return tags;
};
