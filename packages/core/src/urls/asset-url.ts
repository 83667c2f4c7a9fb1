// Asset URLs of the content API (part 1 §7): {base}/assets/{id}[/{SEOFileName}]?format=webp&…transform.
import type { Game } from '../types/catalogue.ts';
import type { ImageType } from '../types/enums.ts';
import { ContentApiPath } from '../contract.ts';
import { joinUrl, withQuery, type QueryParamValue } from './join-url.ts';

/** Resize and crop parameters the asset service understands (width, height, fit …). */
export type AssetTransform = Readonly<Record<string, QueryParamValue>>;

export interface AssetUrlOptions {
  readonly seoFileName?: string | null;
  readonly transform?: AssetTransform;
}

/** The id of the image every failed or missing image falls back to. */
export const FALLBACK_IMAGE_ID = 'fallback';

export const assetUrl = (base: string, id: string, { seoFileName, transform = {} }: AssetUrlOptions = {}): string => {
  const path = ContentApiPath.asset(id, seoFileName ?? undefined);
  // Images are always webp; a transform cannot ask for another format.
  const params = Object.entries(transform).filter(([key]) => key !== 'format');
  return withQuery(joinUrl(base, path), [['format', 'webp'], ...params]);
};

/** game-{gameCode}-{thumbnail|portrait|landscape}, the ids the demo platform serves. */
export const gameImageAssetId = (gameCode: string, imageType: ImageType): string => `game-${gameCode}-${imageType.toLowerCase()}`;

/** A game's image by code and type; the file version busts caches when the image changes. */
export const gameImageUrl = (base: string, game: Pick<Game, 'gameCode' | 'fileVersion'>, imageType: ImageType, transform: AssetTransform = {}): string =>
  assetUrl(base, gameImageAssetId(game.gameCode, imageType), { transform: { v: game.fileVersion, ...transform } });

export const fallbackImageUrl = (base: string, transform: AssetTransform = {}): string => assetUrl(base, FALLBACK_IMAGE_ID, { transform });
