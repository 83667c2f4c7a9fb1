// What a tile already shows, read back from its own markup (GameTile.tsx): its name, provider and
// art. Game details opened from a tile show these at once, while the rest of their data is on its
// way. Kept beside the tile, since only the tile knows its markup.

export interface GameTileShown {
  readonly name: string;
  readonly provider: string;
  /** The art the tile shows (a live table's still when the feed gave one). */
  readonly imageUrl: string;
}

/** The tile of `link` (an element GameTile rendered), or null for any other link. */
export const readGameTile = (link: Element): GameTileShown | null => {
  if (!link.hasAttribute('data-game-tile')) return null;
  const nameElement = link.querySelector('.casino-game-tile__name');
  // A ranked tile's name starts with its place, hidden for the eyes: the name is the text beside it.
  const name = [...(nameElement?.childNodes ?? [])]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
  const image = link.querySelector('img.casino-game-tile__image');
  const imageUrl = image instanceof HTMLImageElement ? image.currentSrc || image.src : '';
  if (name === '' || imageUrl === '') return null;
  return { name, provider: link.querySelector('.casino-game-tile__provider')?.textContent?.trim() ?? '', imageUrl };
};
