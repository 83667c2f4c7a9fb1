// Assets: every image id the world uses (and the documented game, provider and fallback ids) is a
// real webp of the expected size; transforms resize; unknown ids get the fallback with a 404.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, ContentApiPath, LocalApiPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';
import { paintedImages } from '@casino/demo-data';
import { translateTitle } from '../src/content/localize.ts';
import { AssetSize, createAssetCatalogue, gameAssetId, GAME_IMAGE_TYPES, assetIdOf } from '../src/assets/asset-catalogue.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ seed: 5, size: 12 });
});
afterAll(() => platform.close());

const fetchAsset = async (id: string, query = '') => {
  const response = await fetch(`${platform.origin}${BasePath.contentApi}${ContentApiPath.asset(id)}${query}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
};

/** Rendering every image of a world takes a few seconds on two cores. */
const RENDER_ALL = { timeout: 60_000 };

const isWebp = (body: Buffer) => body.subarray(0, 4).toString('ascii') === 'RIFF' && body.subarray(8, 12).toString('ascii') === 'WEBP';

/** Every image id of the generated world's content, as the portal would ask for it. */
const worldImageIds = (platform: DemoPlatform): string[] => {
  const { world } = platform;
  const values = [
    ...world.providers.flatMap((provider) => [provider.iconImage, provider.logoLight, provider.logoDark]),
    ...world.categories.map((category) => category.iconImage),
    ...world.collections.map((collection) => collection.iconImage),
    ...world.menus.map((menu) => menu.img),
    ...world.submenu.map((item) => item.icon),
    ...world.promotions.map((promotion) => promotion.image),
    ...world.carousels.flatMap((carousel) => carousel.slides.map((slide) => slide.image)),
    ...world.videoWidgets.map((video) => video.posterImage),
    ...world.liveTables.map((table) => table.DynamicImageUrl),
    ...world.languageGroups.map((group) => group.flagImg),
    ...Object.values(world.seo).map((seo) => seo.ogImage),
  ];
  return [...new Set(values.map(assetIdOf).filter((id): id is string => id !== null))];
};

describe('assets', () => {
  it('serves every game image type as a webp of its size, distinct per game', RENDER_ALL, async () => {
    const sizes = { thumbnail: AssetSize.thumbnail, portrait: AssetSize.portrait, landscape: AssetSize.landscape };
    const thumbnails = new Set<string>();
    for (const game of platform.world.games) {
      for (const type of GAME_IMAGE_TYPES) {
        const { response, body } = await fetchAsset(gameAssetId(game.gameCode, type));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
        expect(isWebp(body)).toBe(true);
        const meta = await sharp(body).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...sizes[type]]);
        if (type === 'thumbnail') thumbnails.add(body.toString('base64'));
      }
    }
    expect(thumbnails.size).toBe(platform.world.games.length);
  });

  it('serves provider logos, light and dark, under both id schemes', async () => {
    for (const provider of platform.world.providers.slice(0, 4)) {
      const ids = [provider.logoLight, provider.logoDark, `provider-${provider.id}-light`, `provider-${provider.id}-dark`];
      const bodies = [];
      for (const id of ids) {
        const { response, body } = await fetchAsset(id);
        expect(response.status, id).toBe(200);
        const meta = await sharp(body).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...AssetSize.logo]);
        bodies.push(body.toString('base64'));
      }
      expect(bodies[0]).not.toBe(bodies[1]);
    }
  });

  it('knows every image id the world content uses, and serves each kind of them as webp', RENDER_ALL, async () => {
    const ids = worldImageIds(platform);
    expect(ids.length).toBeGreaterThan(20);
    const catalogue = createAssetCatalogue(platform.world);
    expect(ids.filter((id) => catalogue.get(id) === undefined)).toEqual([]);
    // Rendering all of them takes long (og images are large); three of each kind show the rendering works.
    const kindOf = (id: string) => id.replace(/-.*$/, '');
    const byKind = new Map<string, string[]>();
    for (const id of ids) byKind.set(kindOf(id), [...(byKind.get(kindOf(id)) ?? []), id]);
    const sample = [...byKind.values()].flatMap((group) => group.slice(0, 3));
    expect(new Set(sample.map(kindOf)).size).toBeGreaterThanOrEqual(8);
    for (const id of sample) {
      const { response, body } = await fetchAsset(id);
      expect(response.status, id).toBe(200);
      expect(isWebp(body), id).toBe(true);
      const entry = catalogue.get(id);
      expect(await sharp(body).metadata(), id).toMatchObject({ format: 'webp', width: entry?.width, height: entry?.height });
    }
  });

  it('answers an unknown id with 404 and the fallback image; the fallback id itself with 200', async () => {
    const unknown = await fetchAsset('no-such-asset');
    const fallback = await fetchAsset('fallback');
    expect(unknown.response.status).toBe(404);
    expect(fallback.response.status).toBe(200);
    expect(isWebp(unknown.body)).toBe(true);
    expect(unknown.body.equals(fallback.body)).toBe(true);
  });

  it('accepts an SEO file name after the id', async () => {
    const game = platform.world.games[0];
    if (!game) throw new Error('empty world');
    const { response } = await fetchAsset(gameAssetId(game.gameCode, 'landscape'), '');
    const named = await fetch(`${platform.origin}${BasePath.contentApi}${ContentApiPath.asset(gameAssetId(game.gameCode, 'landscape'), 'game.webp')}`);
    expect([response.status, named.status]).toEqual([200, 200]);
  });

  it('resizes with the width and height transform', async () => {
    const id = gameAssetId(platform.world.games[1]?.gameCode ?? '', 'landscape');
    const both = await fetchAsset(id, '?format=webp&width=320&height=180');
    expect(await sharp(both.body).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
    const widthOnly = await fetchAsset(id, '?width=160');
    expect(await sharp(widthOnly.body).metadata()).toMatchObject({ width: 160, height: 90 });
    const nonsense = await fetchAsset(id, '?width=abc');
    expect(await sharp(nonsense.body).metadata()).toMatchObject({ width: AssetSize.landscape[0] });
  });

  it('knows every id it documents in its catalogue', () => {
    const catalogue = createAssetCatalogue(platform.world);
    for (const game of platform.world.games) for (const type of GAME_IMAGE_TYPES) expect(catalogue.get(gameAssetId(game.gameCode, type))).toBeDefined();
    expect(catalogue.get('fallback')).toBeDefined();
  });

  it('paints every image with words in English too, and every English answer points at that art, never at Czech words', RENDER_ALL, async () => {
    const { world } = platform;
    const ask = async (path: string) => (await fetch(`${platform.origin}${path}?locale=en&status=Draft`)).json() as Promise<unknown>;
    const answers = await Promise.all([
      ask(`${BasePath.contentApi}${ContentApiPath.promotions}`),
      ask(`${BasePath.contentApi}${ContentApiPath.collections}`),
      ask(`${BasePath.localApi}${LocalApiPath.categories}`),
      ask(`${BasePath.localApi}${LocalApiPath.menus}`),
      ask(`${BasePath.localApi}${LocalApiPath.submenu}`),
      ask(`${BasePath.localApi}${LocalApiPath.carousels}`),
      ask(`${BasePath.localApi}${LocalApiPath.videoWidgets}`),
      ...Object.keys(world.seo).map((id) => ask(`${BasePath.localApi}${LocalApiPath.seo(id)}`)),
    ]);
    // Every string of the English answers: an image field holds an asset id.
    const englishValues = new Set(
      JSON.stringify(answers)
        .match(/"(?:[^"\\]|\\.)*"/g)
        ?.map((text) => JSON.parse(text) as string),
    );
    const painted = paintedImages(world);
    expect(painted.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['icon', 'promotion', 'banner', 'poster', 'og']));
    const catalogue = createAssetCatalogue(world);
    for (const { image, words } of painted) {
      expect(englishValues.has(image), `English content still names ${image}`).toBe(false);
      const english = world.english[image] ?? '';
      expect(englishValues.has(english), `English content never names ${english}`).toBe(true);
      expect(catalogue.get(english)?.title).toBe(translateTitle(world.english, words, 'en'));
    }
    // The English art is a real image of its own: other words painted in, other bytes.
    for (const kind of ['promotion', 'poster', 'og'] as const) {
      const { image } = painted.find((entry) => entry.kind === kind)!;
      const [czech, inEnglish] = await Promise.all([fetchAsset(image), fetchAsset(world.english[image] ?? '')]);
      expect(inEnglish.response.status, image).toBe(200);
      expect(isWebp(inEnglish.body)).toBe(true);
      expect(inEnglish.body.equals(czech.body)).toBe(false);
    }
  });
});
