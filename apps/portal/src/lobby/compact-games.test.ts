// The compact game list round-trips: whatever the names and codes, the browser reads back the
// games the server wrote, in order, with their providers and file versions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactTestGame as gameOf, compactTestOptions as options, compactTestText as text } from './compact-games.testing.ts';
import { compactGames, decodeCompactGames, readCompactGames } from './compact-games.ts';
import { nameSlug } from '../game-code-text.ts';

describe('the compact game list', () => {
  it('decodes to the games it encodes (names, codes, providers, versions)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ name: text, suffix: fc.option(text, { nil: undefined }), code: text, provider: fc.constantFrom('p1', 'p2', 'p3'), version: fc.nat(50) }),
          { maxLength: 40 },
        ),
        (drafts) => {
          const games = drafts.map((draft) =>
            gameOf(draft.suffix === undefined ? draft.code : `${nameSlug(draft.name)}${draft.suffix}`, draft.name, draft.provider, draft.version),
          );
          const providers = new Map([
            ['p1', 'Alpha'],
            ['p2', 'Beta'],
            ['p3', 'Gamma'],
          ]);
          const decoded = decodeCompactGames(compactGames(games, providers, options));
          expect(decoded).toEqual(
            games.map((game) => ({ gameCode: game.gameCode, name: game.name, provider: providers.get(game.provider), fileVersion: game.fileVersion })),
          );
        },
      ),
    );
  });

  it("a grid's tiles read one at a time, in any order, are the tiles of the list read in order", () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.record({ name: text, code: text, version: fc.nat(3) }), { minLength: 1, maxLength: 30 })
          .chain((drafts) => fc.tuple(fc.constant(drafts), fc.shuffledSubarray([...drafts.keys()]))),
        ([drafts, order]) => {
          const compact = compactGames(
            drafts.map((draft) => gameOf(draft.code, draft.name, 'p1', draft.version)),
            new Map([['p1', 'Alpha']]),
            options,
          );
          const inOrder = decodeCompactGames(compact).map((game) => game.gameCode);
          // A list object of its own, so that its columns are read afresh, lazily, in the shuffled order.
          const columns = readCompactGames({ ...compact });
          for (const index of order) expect(columns.tileAt(index).key).toBe(inOrder[index]);
          for (const index of order) expect(columns.tileAt(index).imageUrl).toContain(`v=${drafts[index]!.version}`);
        },
      ),
    );
  });

  it('shortens codes made from the name, and builds links and sized image URLs', () => {
    const games = [gameOf('book-of-dead-1', 'Book of Dead', 'p1', 3), gameOf('XYZ', 'Žluťoučký kůň', 'p1', 3)];
    const compact = compactGames(games, new Map([['p1', 'Play’n GO']]), { ...options, locale: 'en' });
    expect(compact.records).toBe('Book of Dead|~-1|0|3\u00a6Žluťoučký kůň|XYZ|0|');
    const tile = readCompactGames(compact).tileAt(0);
    expect(tile).toMatchObject({ name: 'Book of Dead', provider: 'Play’n GO', href: '/en/hra/book-of-dead-1', width: 240, height: 320 });
    expect(tile.imageUrl).toContain('game-book-of-dead-1-portrait');
    expect(tile.imageUrl).toContain('width=240');
  });
});
