// The image sizes the asset service renders. Any other requested width or height is rounded up to
// the next one (at most the largest), so that the number of distinct renders per image is bounded
// and a page that asks for these sizes gets exactly what it asked for. The ladder covers the tile
// sizes of 16:9, 4:3 and 3:4 artwork at 1× and 2× density.
export const ASSET_DIMENSIONS = [
  32, 48, 64, 90, 96, 120, 128, 135, 160, 180, 192, 213, 240, 256, 270, 288, 320, 360, 384, 400, 427, 480, 540, 576, 640, 720, 800, 854, 960, 1080, 1280, 1440,
  1600, 1920,
] as const;

export const MAX_ASSET_DIMENSION: number = Math.max(...ASSET_DIMENSIONS);

/** The ladder's size that serves a request for `requested` pixels; undefined stays undefined (natural size). */
export const snapAssetDimension = (requested: number | undefined): number | undefined => {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) return undefined;
  return ASSET_DIMENSIONS.find((size) => size >= requested) ?? MAX_ASSET_DIMENSION;
};
