import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { miniWorld } from '../../test/fixtures/mini-world.ts';
import { createAssetCatalogue } from './asset-catalogue.ts';
import { createAssetRenderer } from './asset-renderer.ts';

const catalogue = createAssetCatalogue(miniWorld());
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('asset renderer', () => {
  it('renders known ids and marks unknown ones, each as webp', async () => {
    const renderer = createAssetRenderer(catalogue);
    const known = await renderer.render({ id: 'game-fruit-blast-thumbnail' });
    const unknown = await renderer.render({ id: 'game-nope-thumbnail' });
    expect([known.known, unknown.known]).toEqual([true, false]);
    expect((await sharp(known.body).metadata()).format).toBe('webp');
    expect(unknown.body.equals((await renderer.render({ id: 'fallback' })).body)).toBe(true);
  });

  it('renders an id once however often and however concurrently it is asked for', async () => {
    const renderer = createAssetRenderer(catalogue);
    const answers = await Promise.all([1, 2, 3].map(() => renderer.render({ id: 'game-book-of-kings-landscape', width: 100 })));
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(answers[1]?.body).toBe(answers[2]?.body);
  });

  it('keeps files in the disk cache and reads them back in a new renderer', async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-assets-'));
    const first = await createAssetRenderer(catalogue, { diskCacheDir: dir }).render({ id: 'provider-alpha-logo-dark', width: 160 });
    expect((await readdir(dir)).length).toBe(2);
    const second = await createAssetRenderer(catalogue, { diskCacheDir: dir }).render({ id: 'provider-alpha-logo-dark', width: 160 });
    expect(second.body.equals(first.body)).toBe(true);
    expect(await sharp(second.body).metadata()).toMatchObject({ format: 'webp', width: 160, height: 60 });
  });
});
