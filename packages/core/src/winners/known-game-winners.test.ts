import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from '../types/catalogue.ts';
import type { LiveWinnerWire } from '../contract.ts';
import { knownGameWinners } from './known-game-winners.ts';

const game = (gameCode: string) => ({ gameCode, name: gameCode }) as Game;
const winner = (gameCode: string, amount = 100): LiveWinnerWire => ({ gameCode, nickname: 'Petr', amount, currencyCode: 'CZK', wonAt: '2026-11-21T10:00:00Z' });

describe('knownGameWinners', () => {
  it('drops winners of unknown games and attaches the game to the others', () => {
    const games = [game('book-of-dead'), game('kral-vikingu')];
    expect(knownGameWinners([winner('book-of-dead'), winner('ghost'), winner('kral-vikingu', 5)], games)).toEqual([
      { ...winner('book-of-dead'), game: games[0] },
      { ...winner('kral-vikingu', 5), game: games[1] },
    ]);
  });

  it('keeps exactly the known winners, in order', () => {
    const codes = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(fc.array(codes), fc.array(codes.map(winner)), (known, winners) => {
        const result = knownGameWinners(winners, known.map(game));
        expect(result.map((w) => w.gameCode)).toEqual(winners.filter((w) => (known as string[]).includes(w.gameCode)).map((w) => w.gameCode));
      }),
    );
  });

  it('reads each catalogue answer as it is: a new answer (another version) is never matched against an older one', () => {
    const codes = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(fc.array(fc.array(codes), { minLength: 1, maxLength: 5 }), fc.array(codes.map(winner)), (versions, winners) => {
        for (const known of versions) {
          const games = known.map(game);
          // Asked twice with one answer (the second from its lookup), once per version.
          for (let ask = 0; ask < 2; ask += 1) {
            const result = knownGameWinners(winners, games);
            expect(result.map((w) => w.gameCode)).toEqual(winners.filter((w) => (known as string[]).includes(w.gameCode)).map((w) => w.gameCode));
            for (const found of result) expect(games).toContain(found.game);
          }
        }
      }),
    );
  });
});
