// Which asset ids exist and what each one shows. The ids come from two places: the scheme this
// platform documents (game-{gameCode}-{thumbnail|portrait|landscape}, provider-{id}-{light|dark},
// fallback) and every image field the generated world fills (icons, logos, banners, slides,
// posters, live-table pictures, flags, og images), whatever id or asset URL they hold. An image with
// words painted in (demo-data's paintedImages) is drawn twice: its id with the Czech words, and the
// id of its English art (the world's English of the id) with the English words.
import { BasePath } from '@casino/core';
import { translateTitle } from '../content/localize.ts';
import { ownValue } from '../http/own-key.ts';
import { paintedImages, type DemoWorld, type PaintedImageKind } from '@casino/demo-data';
import type { TileSpec, TileStyle } from './tile-svg.ts';

export interface AssetEntry {
  readonly title: string;
  readonly subtitle?: string | null;
  readonly style: TileStyle;
  readonly width: number;
  readonly height: number;
}

export const FALLBACK_ASSET_ID = 'fallback';

/** Base sizes per image type; transform queries resize from these. */
export const AssetSize = {
  thumbnail: [400, 400],
  portrait: [300, 400],
  landscape: [640, 360],
  logo: [320, 120],
  icon: [128, 128],
  banner: [1200, 400],
  promotion: [800, 450],
  og: [1200, 630],
  flag: [60, 40],
  fallback: [400, 400],
} as const satisfies Record<string, readonly [number, number]>;

/** The size each kind of painted image is drawn at. */
const PAINTED_SIZE: Readonly<Record<PaintedImageKind, readonly [number, number]>> = {
  icon: AssetSize.icon,
  promotion: AssetSize.promotion,
  banner: AssetSize.banner,
  poster: AssetSize.landscape,
  og: AssetSize.og,
};

export const GAME_IMAGE_TYPES = ['thumbnail', 'portrait', 'landscape'] as const;

export const gameAssetId = (gameCode: string, type: (typeof GAME_IMAGE_TYPES)[number]) => `game-${gameCode}-${type}`;

const ASSET_PATH_PREFIX = `${BasePath.contentApi}/assets/`;

/** The asset id inside an image field: a bare id, or an asset URL (absolute or not). */
export const assetIdOf = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const at = value.indexOf(ASSET_PATH_PREFIX);
  if (at === -1) return value.includes('/') ? null : value;
  const [id = ''] = value.slice(at + ASSET_PATH_PREFIX.length).split(/[/?#]/);
  return id ? decodeURIComponent(id) : null;
};

const entry = (title: string, size: readonly [number, number], style: TileStyle = 'art', subtitle: string | null = null): AssetEntry => ({
  title,
  subtitle,
  style,
  width: size[0],
  height: size[1],
});

export interface AssetCatalogue {
  get(id: string): AssetEntry | undefined;
  ids(): string[];
  /** The tile to draw for an id; the fallback tile for an unknown one. */
  specOf(id: string): { spec: TileSpec; known: boolean };
}

export const createAssetCatalogue = (world: DemoWorld): AssetCatalogue => {
  const entries = new Map<string, AssetEntry>();
  const add = (id: string | null | undefined, value: AssetEntry) => {
    const key = assetIdOf(id);
    if (key && !entries.has(key)) entries.set(key, value);
  };

  const providerName = new Map(world.providers.map((provider) => [provider.id, provider.name]));
  for (const game of world.games) {
    const subtitle = providerName.get(game.provider) ?? null;
    for (const type of GAME_IMAGE_TYPES) add(gameAssetId(game.gameCode, type), entry(game.name, AssetSize[type], 'art', subtitle));
  }
  for (const provider of world.providers) {
    const light = entry(provider.name, AssetSize.logo, 'logo-light');
    const dark = entry(provider.name, AssetSize.logo, 'logo-dark');
    add(provider.logoLight, light);
    add(provider.logoDark, dark);
    add(`provider-${provider.id}-light`, light);
    add(`provider-${provider.id}-dark`, dark);
    add(provider.iconImage, entry(provider.name, AssetSize.icon));
  }
  for (const { image, words, kind } of paintedImages(world)) {
    add(image, entry(words, PAINTED_SIZE[kind]));
    // The English art: the same picture with the English words painted in.
    add(ownValue(world.english, image) ?? null, entry(translateTitle(world.english, words, 'en'), PAINTED_SIZE[kind]));
  }
  const gameName = new Map(world.games.map((game) => [game.gameCode, game.name]));
  for (const table of world.liveTables) {
    add(table.DynamicImageUrl, entry(gameName.get(table.ImsGameCode) ?? table.ImsGameCode, AssetSize.landscape, 'art', table.Dealer?.DealerName ?? null));
  }
  for (const group of world.languageGroups) add(group.flagImg, entry(group.code, AssetSize.flag, 'flag'));
  add(FALLBACK_ASSET_ID, entry('No image', AssetSize.fallback, 'fallback'));

  const fallback = entries.get(FALLBACK_ASSET_ID) as AssetEntry;
  return {
    get: (id) => entries.get(id),
    ids: () => [...entries.keys()],
    specOf(id) {
      const found = entries.get(id);
      const value = found ?? fallback;
      return { spec: { ...value, seed: found ? id : FALLBACK_ASSET_ID }, known: found !== undefined };
    },
  };
};
