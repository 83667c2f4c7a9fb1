// Renders asset ids to webp images and keeps every rendering in memory. (First version: a plain
// tile per id; the labelled tiles come with the asset catalogue.)
import sharp from 'sharp';

export interface AssetRequest {
  readonly id: string;
  readonly width?: number;
  readonly height?: number;
}

export interface RenderedAsset {
  readonly body: Buffer;
  /** False when the id is unknown and the fallback image was rendered. */
  readonly known: boolean;
}

export interface AssetRenderer {
  render(request: AssetRequest): Promise<RenderedAsset>;
}

export const createAssetRenderer = (): AssetRenderer => {
  const cache = new Map<string, Promise<RenderedAsset>>();
  return {
    render(request) {
      const width = request.width ?? 400;
      const height = request.height ?? 400;
      const key = `${request.id}|${width}x${height}`;
      let rendered = cache.get(key);
      if (!rendered) {
        rendered = sharp({ create: { width, height, channels: 3, background: '#334155' } })
          .webp()
          .toBuffer()
          .then((body) => ({ body, known: false }));
        cache.set(key, rendered);
      }
      return rendered;
    },
  };
};
