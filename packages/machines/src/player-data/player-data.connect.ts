import { isSelfExcluded, mainBalance } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { playerDataMachine } from './player-data.machine.ts';
import { PLAYER_DATA_PARTS, type PlayerDataError, type PlayerDataViewModel } from './player-data.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof playerDataMachine>): PlayerDataViewModel => {
  const { context } = snapshot;
  const saving = snapshot.matches({ visibilityToggle: 'saving' });
  return {
    loading: PLAYER_DATA_PARTS.some((part) => snapshot.matches({ [part]: 'loading' })),
    username: context.username,
    balance: mainBalance(context.balances),
    // The toggle answers at once; the saved value replaces it (or the old one comes back on failure).
    balanceVisible: saving && context.pendingBalanceVisible !== null ? context.pendingBalanceVisible : context.balanceVisible,
    balanceVisibilitySaving: saving,
    info: context.info,
    overview: context.overview,
    selfExcluded: isSelfExcluded(context.overview),
    messages: context.messages,
    gamingBonuses: context.gamingBonuses,
    bonuses: context.bonuses,
    bonusTemplateOptIns: context.bonusTemplateOptIns,
    tagNameOptIn: context.tagNameOptIn,
    notificationToken: context.notificationToken,
    // Two parts may share a short error (the bonus templates and the tag opt-ins): each shows once.
    errors: [...new Set(Object.values(context.errors).filter((error): error is PlayerDataError => error !== undefined))],
  };
};
