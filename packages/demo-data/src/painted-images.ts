// The world's images with words painted in: promotion art, carousel banners, video posters, og images
// and the icons of categories, collections, menus and submenu items each show their title (the demo
// platform draws them so). Words in an image are a text a visitor reads, so each of these images has
// English art of its own, as a CMS holds an image per language: the world names it in
// `DemoWorld.english` (image id → its English art's id), the demo platform answers English content
// with that id and draws it with the English words. Brands (games, providers) and flags are left out.
import type { DemoWorld } from './world.ts';

/** What an image is, for its size: the demo platform draws each kind at a size of its own. */
export type PaintedImageKind = 'icon' | 'promotion' | 'banner' | 'poster' | 'og';

export interface PaintedImage {
  /** The image field's value: an asset id. */
  readonly image: string;
  /** The words painted in, in Czech (seo titles in their parts, "Jackpoty | Kasino Demo"). */
  readonly words: string;
  readonly kind: PaintedImageKind;
}

/** The id of an image's English art. */
export const englishImage = (image: string): string => `${image}-en`;

type PaintedSources = Pick<DemoWorld, 'categories' | 'collections' | 'menus' | 'submenu' | 'promotions' | 'carousels' | 'videoWidgets' | 'seo'>;

/** Every image of the world with words painted in, once each (the first field that names it gives its words). */
export const paintedImages = (world: PaintedSources): PaintedImage[] => {
  const found = new Map<string, PaintedImage>();
  const add = (image: string | null | undefined, words: string, kind: PaintedImageKind) => {
    if (image && !found.has(image)) found.set(image, { image, words, kind });
  };
  for (const category of world.categories) add(category.iconImage, category.title, 'icon');
  for (const collection of world.collections) add(collection.iconImage, collection.title, 'icon');
  for (const menu of world.menus) add(menu.img, menu.title, 'icon');
  for (const item of world.submenu) add(item.icon, item.title, 'icon');
  for (const promotion of world.promotions) add(promotion.image, promotion.title, 'promotion');
  for (const carousel of world.carousels) for (const slide of carousel.slides) add(slide.image, slide.title, 'banner');
  for (const video of world.videoWidgets) add(video.posterImage, video.title, 'poster');
  for (const [id, seo] of Object.entries(world.seo)) add(seo.ogImage, seo.ogTitle ?? seo.title ?? id, 'og');
  return [...found.values()];
};

/** The English art of every painted image: image id → English id (a part of `DemoWorld.english`). */
export const paintedImageEnglish = (images: readonly PaintedImage[]): Record<string, string> =>
  Object.fromEntries(images.map((entry) => [entry.image, englishImage(entry.image)]));
