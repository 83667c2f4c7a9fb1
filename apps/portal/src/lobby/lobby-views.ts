// What the lobby pages send to the browser: plain view models of the layout's widgets, already in
// the request's language, with links, image URLs and image sizes known (shared by server and page).
import type { GameListSource, Lobby } from '@casino/core';
import type { CarouselSlideView, GameRowLayout, JackpotView, LinkTileView, ProviderLogoView, WinnerView } from '@casino/react-ui';
import type { CompactGames } from './compact-games.ts';

/** A row the browser draws alone (a player's list, a service's list): the server sends only its place. */
export interface BrowserRowPlace {
  readonly id: string;
  readonly categoryId: string;
  readonly source: GameListSource;
  readonly lobby: Lobby;
  readonly title: string;
  readonly layout: GameRowLayout;
}

export type LobbyWidgetView =
  | { readonly kind: 'carousel'; readonly id: string; readonly slides: readonly CarouselSlideView[] }
  | {
      readonly kind: 'games';
      readonly id: string;
      readonly title: string;
      readonly layout: GameRowLayout;
      readonly moreHref: string;
      /** The row's games, read into tiles by the view (a compact list: see compact-games.ts). */
      readonly games: CompactGames;
    }
  /**
   * A player-only row's place (part 2 §6): nothing for a visitor; for a player the browser fills it
   * from the player's lists (lobby/player-rows/), so the server's page stays the same for everyone.
   */
  | (BrowserRowPlace & {
      readonly kind: 'player';
      /** The player's page of the whole list (/uzivatel/{slug}); null for the recommendation lists, which have none. */
      readonly moreHref: string | null;
    })
  /**
   * A row of the recommendation service's list (part 2 §3, §7; lobby/service-rows/): only the
   * browser gets its games, so the server sends its place; "because you played" (playersOnly) is
   * drawn for a player only, the others for everyone.
   */
  | (BrowserRowPlace & { readonly kind: 'service'; readonly playersOnly: boolean })
  | { readonly kind: 'links'; readonly id: string; readonly title: string; readonly items: readonly LinkTileView[] }
  | { readonly kind: 'html'; readonly id: string; readonly sanitisedHtml: string }
  | { readonly kind: 'jackpots'; readonly id: string; readonly title: string | null; readonly jackpots: readonly JackpotView[]; readonly fetchedAt: number }
  | { readonly kind: 'providers'; readonly id: string; readonly title: string | null; readonly providers: readonly ProviderLogoView[] }
  | {
      readonly kind: 'video';
      readonly id: string;
      readonly title: string;
      readonly videoUrl: string;
      readonly posterUrl: string | null;
      readonly width: number;
      readonly height: number;
    }
  | { readonly kind: 'winners'; readonly id: string; readonly title: string | null }
  | { readonly kind: 'error'; readonly id: string; readonly title: string | null; readonly errorKey: string };

export type WinnersResult = { readonly winners: readonly WinnerView[] } | { readonly errorKey: string };
