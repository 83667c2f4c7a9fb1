// The casino lobby's data, fetched on the server for each request: the casino layout, the
// categories its game widgets point at, the catalogue and the providers, every response decoded by
// the api-clients. A runtime is made per request over a memory environment (no cookies: the
// server renders what a guest sees) and disposed when the loader is done.
import { Effect } from 'effect';
import { ContentApi, LocalApi } from '@casino/api-clients';
import { capCategoryGames, gameImageUrl, MAX_GAMES, routePath, type Category, type Game, type Locale, type PageLayout, type Provider } from '@casino/core';
import { createMemoryEnvironment } from '../runtime/environment/memory-environment.ts';
import type { PortalConfig } from '../runtime/portal-config.ts';
import { createPortalRuntime } from '../runtime/portal-runtime.ts';

export interface LobbyTile {
  readonly gameCode: string;
  readonly name: string;
  readonly provider: string;
  readonly href: string;
  readonly imageUrl: string;
  readonly width: number;
  readonly height: number;
}

export interface LobbyRow {
  readonly id: string;
  readonly title: string;
  readonly tiles: readonly LobbyTile[];
}

export interface LobbyRequest {
  readonly config: PortalConfig;
  readonly locale: Locale;
  readonly preview: boolean;
  /** The portal's own origin, as the environment's location. */
  readonly origin: string;
  readonly signal?: AbortSignal;
}

/** This slice renders the first game rows; the other widget kinds come with the lobby's own slice. */
const FIRST_ROWS = 3;
/** The demo platform draws Portrait art at 300×400 (3:4, DESIGN.md's Default tile). */
const TILE_SIZE = { width: 300, height: 400 } as const;

const casinoLayout = (layouts: readonly PageLayout[]): PageLayout | undefined =>
  layouts.find((layout) => layout.type === 'default' && layout.lobbyType === 'Casino');

const tileOf = (game: Game, providers: ReadonlyMap<string, Provider>, request: LobbyRequest): LobbyTile => ({
  gameCode: game.gameCode,
  name: game.name,
  provider: providers.get(game.provider)?.name ?? '',
  href: routePath('preview-games-game', { game: game.gameCode }, { locale: request.locale, preview: request.preview }),
  imageUrl: gameImageUrl(request.config.urls.contentApi, game, 'Portrait'),
  ...TILE_SIZE,
});

/** The rows of the first game widgets a guest can see: Default categories with games (personal lists need a player). */
export const lobbyRows = (
  layouts: readonly PageLayout[],
  categories: readonly Category[],
  games: readonly Game[],
  providers: readonly Provider[],
  request: LobbyRequest,
): LobbyRow[] => {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const gameByCode = new Map(games.map((game) => [game.gameCode, game]));
  const providerById = new Map(providers.map((provider) => [provider.id, provider]));
  const rows: LobbyRow[] = [];
  for (const widget of casinoLayout(layouts)?.widgets ?? []) {
    if (rows.length === FIRST_ROWS) break;
    const category = widget.type === 'games' && widget.refId ? categoryById.get(widget.refId) : undefined;
    if (category === undefined || category.type !== 'Default') continue;
    const listed = category.games.flatMap((code) => gameByCode.get(code) ?? []);
    const shown = capCategoryGames(category, listed).slice(0, MAX_GAMES);
    if (shown.length === 0) continue;
    rows.push({ id: widget.id, title: widget.title ?? category.title, tiles: shown.map((game) => tileOf(game, providerById, request)) });
  }
  return rows;
};

export const loadLobbyRows = async (request: LobbyRequest): Promise<LobbyRow[]> => {
  const environment = createMemoryEnvironment({ origin: request.origin });
  const runtime = createPortalRuntime({ config: request.config, environment, locale: request.locale, preview: request.preview });
  try {
    const [layouts, categories, games, providers] = await runtime.api.run(
      Effect.gen(function* () {
        const local = yield* LocalApi;
        const content = yield* ContentApi;
        return yield* Effect.all([local.layouts(), local.categories(), content.games(), content.providers()], { concurrency: 'unbounded' });
      }),
      request.signal,
    );
    return lobbyRows(layouts, categories, games, providers, request);
  } finally {
    await runtime.dispose();
  }
};
