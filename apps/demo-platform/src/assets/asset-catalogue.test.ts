import { describe, expect, it } from 'vitest';
import { assetIdOf } from './asset-catalogue.ts';

describe('assetIdOf', () => {
  it.each([
    ['provider-x-logo-light', 'provider-x-logo-light'],
    ['/content/assets/live-table-abc', 'live-table-abc'],
    ['http://host:1/content/assets/og%20x/file.webp?width=3', 'og x'],
    ['/content/assets/', null],
    ['https://elsewhere.example/image.png', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, id) => {
    expect(assetIdOf(value)).toBe(id);
  });
});
