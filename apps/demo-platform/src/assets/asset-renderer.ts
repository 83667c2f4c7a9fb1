// Renders asset ids to webp (SVG tile → sharp) once, and keeps every rendering in memory: the base
// image per id, and each resized variant per requested size.
import sharp from 'sharp';
import type { AssetCatalogue } from './asset-catalogue.ts';
import { tileSvg } from './tile-svg.ts';

export interface AssetRequest {
  readonly id: string;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

export interface RenderedAsset {
  readonly body: Buffer;
  /** False when the id is unknown and the fallback image was rendered. */
  readonly known: boolean;
}

export interface AssetRenderer {
  render(request: AssetRequest): Promise<RenderedAsset>;
}

const WEBP_QUALITY = 82;
/** Flat generated artwork compresses well without the encoder's slower searches. */
const WEBP_EFFORT = 1;

export const createAssetRenderer = (catalogue: AssetCatalogue): AssetRenderer => {
  // Promises are cached, so concurrent first requests for one image render it once.
  const cache = new Map<string, Promise<Buffer>>();
  const cached = (key: string, make: () => Promise<Buffer>) => {
    let found = cache.get(key);
    if (!found) {
      found = make();
      cache.set(key, found);
      found.catch(() => cache.delete(key));
    }
    return found;
  };

  return {
    async render(request) {
      const { spec, known } = catalogue.specOf(request.id);
      const baseKey = known ? request.id : 'fallback';
      const base = () => cached(baseKey, () => sharp(Buffer.from(tileSvg(spec))).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer());
      if (request.width === undefined && request.height === undefined) return { body: await base(), known };
      const key = `${baseKey}@${request.width ?? ''}x${request.height ?? ''}`;
      const body = await cached(key, async () =>
        sharp(await base())
          .resize({ width: request.width, height: request.height, fit: 'cover' })
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
          .toBuffer(),
      );
      return { body, known };
    },
  };
};
