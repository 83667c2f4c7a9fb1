// The SEO head: the seo record wins where it has a value, the item fills the rest, preview is never
// indexed, every title follows the site's pattern, a page without an image shows the site's, and
// the tags carry title, description, og, twitter and robots.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSET_DIMENSIONS, type Seo } from '@casino/core';
import { siteOgImage } from './og-image.ts';
import { OG_IMAGE_SIZE, seoHead, seoMeta } from './seo-head.ts';

const base = {
  title: 'Bohemia Gaming',
  canonical: 'https://kasino.test/vyrobci/bohemia-gaming',
  noindex: false,
  contentApi: 'https://cdn.test/content',
  siteName: 'Kasino Demo',
  defaultImage: siteOgImage('https://kasino.test'),
};
const record: Seo = {
  title: 'Výrobci her | Kasino Demo',
  ogTitle: 'Výrobci her',
  description: 'Popis',
  ogDescription: null,
  ogImage: 'og-seo-providers',
  twitterCard: 'summary_large_image',
  metaRobots: 'index, follow',
};

const content = (tags: ReturnType<typeof seoMeta>, key: string): string | undefined => {
  for (const tag of tags) {
    if ('name' in tag && tag.name === key) return tag.content;
    if ('property' in tag && tag.property === key) return tag.content;
  }
  return undefined;
};

describe('seoHead', () => {
  it('takes the record and fills the gaps from it or the item', () => {
    const head = seoHead({ ...base, seo: record, description: 'Z položky' });
    expect(head).toMatchObject({
      title: record.title,
      ogTitle: 'Výrobci her',
      description: 'Popis',
      ogDescription: 'Popis',
      robots: 'index, follow',
      twitterCard: 'summary_large_image',
    });
    expect(head.ogImage).toEqual({ url: 'https://cdn.test/content/assets/og-seo-providers?format=webp&width=1280&height=720&fit=cover', ...OG_IMAGE_SIZE });
  });

  it('without a record uses the item, and the og image has a size of the asset ladder', () => {
    const head = seoHead({ ...base, seo: null, description: 'Hry', imageId: 'provider-logo' });
    expect(head).toMatchObject({
      title: 'Bohemia Gaming | Kasino Demo',
      ogTitle: 'Bohemia Gaming',
      description: 'Hry',
      robots: 'index, follow',
      twitterCard: 'summary_large_image',
    });
    expect((ASSET_DIMENSIONS as readonly number[]).includes(OG_IMAGE_SIZE.width)).toBe(true);
    expect((ASSET_DIMENSIONS as readonly number[]).includes(OG_IMAGE_SIZE.height)).toBe(true);
  });

  it('without an image of the record or the item shows the site’s, 1200×630 on the public origin', () => {
    const head = seoHead({ ...base, seo: { ...record, ogImage: null }, imageId: null });
    expect(head.ogImage).toEqual({ url: 'https://kasino.test/og-image.png', width: 1200, height: 630 });
    expect(head.twitterCard).toBe('summary_large_image');
    expect(content(seoMeta(head), 'og:image:width')).toBe('1200');
  });

  it('is never indexed when it must not be, whatever the record says', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.string({ minLength: 1 }), (robots, title) => {
        const head = seoHead({ ...base, title, noindex: true, seo: { ...record, metaRobots: robots } });
        expect(head.robots).toBe('noindex, nofollow');
      }),
    );
  });

  it('blank record values never replace the item', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\n'), (blank) => {
        const head = seoHead({ ...base, seo: { ...record, title: blank, ogTitle: blank, description: blank }, description: 'Z položky' });
        expect(head.title).toBe('Bohemia Gaming | Kasino Demo');
        expect(head.ogTitle).toBe('Bohemia Gaming');
        expect(head.description).toBe('Z položky');
      }),
    );
  });
});

describe('seoMeta', () => {
  it('gives title, description, robots, og and twitter tags', () => {
    const tags = seoMeta(seoHead({ ...base, seo: record }));
    expect(tags[0]).toEqual({ title: record.title });
    expect(content(tags, 'description')).toBe('Popis');
    expect(content(tags, 'robots')).toBe('index, follow');
    expect(content(tags, 'og:title')).toBe('Výrobci her');
    expect(content(tags, 'og:url')).toBe(base.canonical);
    expect(content(tags, 'og:image')).toMatch(/og-seo-providers/);
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:title')).toBe('Výrobci her');
  });

  it('a missing head (a failed page, whose error page says noindex itself) keeps robots away', () => {
    expect(content(seoMeta(undefined), 'robots')).toBe('noindex, nofollow');
  });
});
