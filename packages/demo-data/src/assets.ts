// Asset ids and paths. Image fields of catalogue entities hold asset ids; the demo platform serves
// every id under the content API's asset path (ContentApiPath.asset) as webp. Fields that hold a URL
// (live-table images, video previews, video widgets) hold that path directly.
import { BasePath, ContentApiPath } from '@casino/core';

export const assetPath = (id: string): string => `${BasePath.contentApi}${ContentApiPath.asset(id)}`;

export const AssetId = {
  providerIcon: (slug: string) => `provider-${slug}-icon`,
  providerLogoLight: (slug: string) => `provider-${slug}-logo-light`,
  providerLogoDark: (slug: string) => `provider-${slug}-logo-dark`,
  collectionIcon: (slug: string) => `collection-${slug}`,
  categoryIcon: (slug: string) => `category-${slug}`,
  menuIcon: (slug: string) => `menu-${slug}`,
  submenuIcon: (slug: string) => `submenu-${slug}`,
  promotion: (slug: string) => `promotion-${slug}`,
  carouselSlide: (id: string) => `carousel-${id}`,
  videoPoster: (id: string) => `video-poster-${id}`,
  /** Video files keep the id scheme; the demo platform decides what it streams for them. */
  video: (id: string) => `video-${id}`,
  liveTable: (gameCode: string) => `live-table-${gameCode}`,
  flag: (language: string) => `flag-${language}`,
  seoImage: (id: string) => `og-${id}`,
} as const;
