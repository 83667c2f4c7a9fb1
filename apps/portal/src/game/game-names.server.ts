// The names of the games asked for by code (game-names-path.ts), from the content API's games (the
// shared answer every catalogue page reads, in the page's language and preview mode). A code no
// game has is left out: the caller shows it as it is.
import { ContentApi } from '@casino/api-clients';
import type { PageRequest } from '../request-context.server.ts';

export interface GameNames {
  readonly games: readonly { readonly code: string; readonly name: string }[];
}

export const loadGameNames = async (page: PageRequest, codes: readonly string[]): Promise<GameNames> => {
  if (codes.length === 0) return { games: [] };
  const games = await page.run(ContentApi.use((content) => content.games()));
  const names = new Map(games.map((game) => [game.gameCode, game.name]));
  return { games: codes.flatMap((code) => (names.has(code) ? [{ code, name: names.get(code) ?? code }] : [])) };
};
