// Renders asset ids to webp (SVG tile → sharp) and keeps the renderings in a memory cache bounded by
// bytes: the base image per id, and resized variants only at core's ASSET_DIMENSIONS (any other
// requested size is rounded up to one), so that no client can make it render or keep without limit.
// Optionally the files also go to a disk cache, so that a restarted server does not draw them again.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { snapAssetDimension } from '@casino/core';
import { createByteLru } from './byte-lru.ts';
import type { AssetCatalogue } from './asset-catalogue.ts';
import { tileSvg, type TileSpec } from './tile-svg.ts';

/** Bump when the drawing changes, so that disk caches do not serve old artwork. */
export const RENDER_VERSION = 1;

export interface AssetRendererOptions {
  /** A folder for rendered files (e.g. under the OS temp dir); none keeps them in memory only. */
  readonly diskCacheDir?: string | null;
  /** Bytes of rendered images kept in memory; default DEFAULT_MEMORY_CACHE_BYTES. */
  readonly memoryCacheBytes?: number;
}

export const DEFAULT_MEMORY_CACHE_BYTES = 64 * 1024 * 1024;

export interface AssetRequest {
  readonly id: string;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

export interface RenderedAsset {
  readonly body: Buffer;
  /** False when the id is unknown and the fallback image was rendered. */
  readonly known: boolean;
  /** Changes with anything that changes the picture (the drawing, the id, the size). */
  readonly etag: string;
}

export interface AssetRenderer {
  render(request: AssetRequest): Promise<RenderedAsset>;
}

const WEBP_QUALITY = 82;
/** Flat generated artwork compresses well without the encoder's slower searches. */
const WEBP_EFFORT = 1;

/** A file name that changes with anything that changes the picture. */
const diskKeyOf = (spec: TileSpec, size: string) =>
  createHash('sha256')
    .update(JSON.stringify([RENDER_VERSION, spec, size]))
    .digest('hex')
    .slice(0, 32);

export const createAssetRenderer = (catalogue: AssetCatalogue, options: AssetRendererOptions = {}): AssetRenderer => {
  const { diskCacheDir } = options;
  const dirReady = diskCacheDir
    ? mkdir(diskCacheDir, { recursive: true }).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);
  const throughDisk = async (spec: TileSpec, size: string, make: () => Promise<Buffer>) => {
    if (!diskCacheDir || !(await dirReady)) return make();
    const file = join(diskCacheDir, `${diskKeyOf(spec, size)}.webp`);
    const stored = await readFile(file).catch(() => null);
    if (stored) return stored;
    const made = await make();
    // A cache that cannot be written is only slower, never wrong.
    await writeFile(file, made).catch(() => undefined);
    return made;
  };
  const cached = createByteLru(options.memoryCacheBytes ?? DEFAULT_MEMORY_CACHE_BYTES).get;

  return {
    async render({ id, width: askedWidth, height: askedHeight }) {
      const width = snapAssetDimension(askedWidth);
      const height = snapAssetDimension(askedHeight);
      const { spec, known } = catalogue.specOf(id);
      const baseKey = known ? id : 'fallback';
      const base = () =>
        cached(baseKey, () =>
          throughDisk(spec, 'base', () =>
            sharp(Buffer.from(tileSvg(spec)))
              .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
              .toBuffer(),
          ),
        );
      const size = `${width ?? ''}x${height ?? ''}`;
      const etag = `"${createHash('sha256')
        .update(JSON.stringify([RENDER_VERSION, baseKey, size]))
        .digest('base64url')
        .slice(0, 22)}"`;
      if (width === undefined && height === undefined) return { body: await base(), known, etag };
      const body = await cached(`${baseKey}@${size}`, () =>
        throughDisk(spec, size, async () =>
          sharp(await base())
            .resize({ width, height, fit: 'cover' })
            .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
            .toBuffer(),
        ),
      );
      return { body, known, etag };
    },
  };
};
