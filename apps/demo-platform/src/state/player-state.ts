// Per-player mutable state for the life of the process: the generated player is the starting point,
// and favourites, opt-ins, tags, bonus decisions, balance visibility and pending limits change here.
// The world itself stays untouched (it is the "initial state" tests compare with).
import type { Balance, BonusTemplateOptIn, GameResult, PlayerBonus, PlayerGameRecord, PlayerMessage, TagNameOptIn, WaitingMessageType } from '@casino/core';
import type { DemoPlayer, DemoWorld } from '@casino/demo-data';

export interface PlayerState {
  readonly player: DemoPlayer;
  balances: Balance[];
  balanceHidden: boolean;
  bonuses: PlayerBonus[];
  bonusTemplateOptIns: BonusTemplateOptIn[];
  tags: TagNameOptIn[];
  /** Game codes, most recent first. */
  favourites: string[];
  playerGames: PlayerGameRecord[];
  gameResults: GameResult[];
  waitingMessages: Partial<Record<WaitingMessageType, PlayerMessage[]>>;
  hasPendingLimits: boolean;
  /** Set by the panic button's block (the player's own self-exclusion); the world's one otherwise. */
  selfExclusionReasonCode: string | null;
}

/** The reason code of a self-exclusion the player asked for with the panic button. */
export const PANIC_SELF_EXCLUSION_REASON = 'PANIC_BUTTON';

/** Statuses that are over: the 'current' status filter leaves them out. */
const FINISHED_BONUS_STATUSES = new Set(['declined', 'cancelled', 'canceled', 'expired', 'completed', 'forfeited', 'lost']);

export const isCurrentBonusStatus = (status: string): boolean => !FINISHED_BONUS_STATUSES.has(status.toLowerCase());

const initialState = (player: DemoPlayer): PlayerState => ({
  player,
  balances: player.balances.map((balance) => ({ ...balance })),
  balanceHidden: player.balanceHidden,
  bonuses: player.bonuses.map((bonus) => ({ ...bonus })),
  bonusTemplateOptIns: player.bonusTemplateOptIns.map((optIn) => ({ ...optIn })),
  tags: player.tagNameOptIn.map((tag) => ({ ...tag })),
  favourites: [...player.favourites],
  playerGames: player.playerGames.map((record) => ({ ...record })),
  gameResults: player.gameResults.map((result) => ({ ...result })),
  waitingMessages: Object.fromEntries(Object.entries(player.waitingMessages).map(([type, messages]) => [type, [...(messages ?? [])]])),
  hasPendingLimits: player.hasPendingLimits,
  selfExclusionReasonCode: player.overview.selfExclusionReasonCode,
});

export interface PlayerStates {
  /** Case-insensitive, as the platform's login is. */
  find(username: string): PlayerState | undefined;
  all(): PlayerState[];
}

export const createPlayerStates = (world: DemoWorld): PlayerStates => {
  const byName = new Map(world.players.map((player) => [player.username.toLowerCase(), initialState(player)]));
  return {
    find: (username) => byName.get(username.toLowerCase()),
    all: () => [...byName.values()],
  };
};

// ---- changes -------------------------------------------------------------------------------

export const addFavourites = (state: PlayerState, gameCodes: readonly string[]): void => {
  // The newest goes first; adding a favourite twice moves it to the front instead of doubling it.
  const added = [...gameCodes].reverse();
  state.favourites = [...added, ...state.favourites.filter((code) => !added.includes(code))];
};

export const removeFavourites = (state: PlayerState, gameCodes: readonly string[]): void => {
  state.favourites = state.favourites.filter((code) => !gameCodes.includes(code));
};

export const optIn = (state: PlayerState, templateCode: string): void => {
  if (!state.bonusTemplateOptIns.some((optIn) => optIn.templateCode === templateCode)) {
    state.bonusTemplateOptIns = [...state.bonusTemplateOptIns, { templateCode }];
  }
};

export const optOut = (state: PlayerState, templateCode: string): void => {
  state.bonusTemplateOptIns = state.bonusTemplateOptIns.filter((optIn) => optIn.templateCode !== templateCode);
};

/** Accept or decline a bonus; answers false for a bonus the player does not have. */
export const decideBonus = (state: PlayerState, bonusId: string, action: 'accept' | 'decline'): boolean => {
  const bonus = state.bonuses.find((candidate) => candidate.id === bonusId);
  if (!bonus) return false;
  const status = action === 'accept' ? 'Accepted' : 'Declined';
  state.bonuses = state.bonuses.map((candidate) => (candidate.id === bonusId ? { ...candidate, status } : candidate));
  // The decision answers the waiting bonus messages about this bonus.
  for (const type of Object.keys(state.waitingMessages) as WaitingMessageType[]) {
    if (!type.startsWith('bonus')) continue;
    state.waitingMessages[type] = (state.waitingMessages[type] ?? []).filter((message) => message.templateId !== bonusId);
  }
  return true;
};

/** The panic button: the player is excluded from the casino at once (the overview says so). */
export const blockByPanic = (state: PlayerState): void => {
  state.selfExclusionReasonCode = PANIC_SELF_EXCLUSION_REASON;
};

export const acceptPendingLimits = (state: PlayerState): void => {
  state.hasPendingLimits = false;
  // Accepting the limits answers both cool-off notices.
  delete state.waitingMessages['rg:limits-cool-off'];
  delete state.waitingMessages['rg:dep-cool-off'];
};

export const currentBonuses = (state: PlayerState): PlayerBonus[] => state.bonuses.filter((bonus) => isCurrentBonusStatus(bonus.status));
