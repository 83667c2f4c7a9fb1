// The live-table store (part 2 §4): the feed's tables merged onto the catalogue's live games.
import type { Game, LiveGame, LiveTable, LiveTableUpdate } from '@casino/core';

export interface LiveTablesInput {
  /** The catalogue's live games (Live and Table types); more can be set later. */
  readonly games?: readonly Game[];
}

export interface LiveTablesContext {
  readonly games: readonly Game[];
  readonly tables: readonly LiveTable[];
  /** Updates applied since the last init. */
  readonly updates: number;
  /** Updates dropped because no init followed a reconnect yet (their base list is stale). */
  readonly staleUpdates: number;
}

export type LiveTablesEvent =
  /** `init`: the whole list, replacing whatever was there. */
  | { readonly type: 'live-tables.init'; readonly tables: readonly LiveTable[] }
  /** `updateTable`: fields of one table. */
  | { readonly type: 'live-tables.update'; readonly update: LiveTableUpdate }
  /** The feed is reconnecting: the list is stale until the next init. */
  | { readonly type: 'live-tables.stale' }
  | { readonly type: 'live-tables.games-changed'; readonly games: readonly Game[] };

/** A live game as the lobby shows it: the catalogue game, its table's fields, and the table rules. */
export type LiveLobbyGame = LiveGame & { readonly open: boolean; readonly seatAvailable: boolean };

export interface LiveTablesViewModel {
  readonly status: 'waiting' | 'live' | 'stale';
  readonly games: readonly LiveLobbyGame[];
  readonly openTables: number;
  readonly tablesWithSeats: number;
}
