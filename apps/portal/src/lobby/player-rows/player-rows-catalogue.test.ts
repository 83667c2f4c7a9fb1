// The player rows' catalogue over generated worlds: what the server writes (scoringWire) decodes by
// its Schema, and the games read back score as the catalogue's own (core's D3 lists are the same).
import fc from 'fast-check';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { buildRecommendations, gamesOfLobby, type Game, type Lobby, type RecommendationList } from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import { scoringWire } from './player-rows-catalogue.server.ts';
import { PlayerRowsCatalogueWireSchema } from './player-rows-catalogue.wire.ts';
import { playerRowsCatalogueOf } from './player-rows-catalogue.ts';

const NO_GAMES = {
  place: 'AllGamesGrid',
  assetBase: 'https://assets.example/',
  locale: 'cs',
  preview: false,
  count: 0,
  records: '',
  providerNames: '',
  details: null,
} as const;

describe('the player rows’ catalogue', () => {
  it('decodes as sent, and recommendations scored over it are the catalogue’s own (property)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000 }),
        fc.constantFrom<Lobby>('casino', 'live'),
        fc.constantFrom<RecommendationList>('because-you-like', 'because-you-played', 'live'),
        fc.nat(),
        (seed, lobby, list, pick) => {
          const world = generateWorld({ seed, size: 60 });
          const wire = JSON.parse(JSON.stringify({ games: NO_GAMES, ...scoringWire({ games: world.games }, lobby) }));
          const decoded = playerRowsCatalogueOf(Schema.decodeUnknownSync(PlayerRowsCatalogueWireSchema)(wire));
          const games = gamesOfLobby(world.games, lobby);
          expect(decoded.catalogue.map((game) => game.gameCode)).toEqual(games.map((game) => game.gameCode));
          if (games.length === 0) return;
          const at = pick % games.length;
          const codes = (catalogue: readonly Game[]) => buildRecommendations(catalogue[at]!, catalogue, list).map((game) => game.gameCode);
          expect(codes(decoded.catalogue)).toEqual(codes(games));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('refuses a column with an item of another kind, and columns of different lengths (property)', () => {
    const world = generateWorld({ seed: 7, size: 60 });
    const sent = JSON.parse(JSON.stringify({ games: NO_GAMES, ...scoringWire({ games: world.games }, 'casino') }));
    const decodes = (wire: unknown) => Schema.decodeUnknownOption(PlayerRowsCatalogueWireSchema)(wire)._tag === 'Some';
    expect(decodes(sent)).toBe(true);
    const columns = Object.keys(sent.scoring) as string[];
    fc.assert(
      // Wrong in any column: not a string, number, null or list of numbers; a string is wrong but in the codes.
      fc.property(fc.constantFrom(...columns), fc.nat(), fc.constantFrom<unknown>({}, true, [1, 'x'], undefined, 'Poker'), (name, pick, wrong) => {
        fc.pre(!(name === 'codes' && typeof wrong === 'string'));
        const scoring = structuredClone(sent.scoring);
        const items: unknown[] = scoring[name];
        items[pick % items.length] = wrong;
        expect(decodes({ ...sent, scoring })).toBe(false);
      }),
      { numRuns: 200 },
    );
    const shorter = structuredClone(sent.scoring);
    shorter.flags.pop();
    expect(decodes({ ...sent, scoring: shorter })).toBe(false);
  });
});
