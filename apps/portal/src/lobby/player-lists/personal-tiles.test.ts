// A player's games as tiles (personal-tiles.ts) are the tiles drawing the lobby's whole list would
// give, in the list's layout or the row's own, whatever the codes asked for (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactTestGame as gameOf, compactTestOptions as options, compactTestText as text } from '../compact-games.testing.ts';
import { compactGames, readCompactGames } from '../compact-games.ts';
import { personalTiles } from './personal-tiles.ts';

describe('personalTiles', () => {
  it("finds a game by code as drawing every tile would, in the list's layout or another (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: text, code: fc.constantFrom('a', 'b', 'c', 'd', 'e'), version: fc.nat(9) }), { maxLength: 12 }),
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 8 }),
        fc.constantFrom('Default', 'Portrait', 'Landscape', 'DoubleRow', 'AllGamesGrid'),
        (drafts, codes, place) => {
          const compact = compactGames(
            drafts.map((draft) => gameOf(draft.code, draft.name, 'p1', draft.version)),
            new Map([['p1', 'Alpha']]),
            options,
          );
          // What reading every tile of the list in that layout finds (a code held twice: its last tile).
          const drawn = readCompactGames({ ...compact, place });
          const byCode = new Map(Array.from({ length: drawn.count }, (_, index) => [drawn.tileAt(index).key, drawn.tileAt(index)]));
          expect(personalTiles(compact, codes, place)).toEqual(codes.flatMap((code) => byCode.get(code) ?? []));
        },
      ),
    );
  });
});
