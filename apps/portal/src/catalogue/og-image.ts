// The og image of a page (issue 21, finding 6): its seo record's or its item's image from the
// content API, otherwise the site's own. The site's image is a file of the portal
// (`apps/portal/public/og-image.png`: the site's mark, 1200×630 as link previews want it, no words
// painted in, so one file serves every language), on the page's public origin.

export interface OgImage {
  /** An absolute address: a link preview fetches it from anywhere. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** Where the portal serves the site's og image (a file of its public folder). */
export const SITE_OG_IMAGE_PATH = '/og-image.png';
export const SITE_OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site's og image on the page's public origin. */
export const siteOgImage = (origin: string): OgImage => ({ url: new URL(SITE_OG_IMAGE_PATH, origin).href, ...SITE_OG_IMAGE_SIZE });
