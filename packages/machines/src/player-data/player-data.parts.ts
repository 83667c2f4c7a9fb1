// How each loader's answer lands in the context. Which parts a refresh loads, how balances are keyed
// and which short error a failing loader reports are core's rules; their machine names stay exported.
import { aggregateGamingBonuses, balancesByType } from '@casino/core';
import type { PlayerDataContext, PlayerDataLoaded, PlayerDataPart } from './player-data.types.ts';

export { PLAYER_DATA_ERRORS, balancesByType as keyByType, playerDataPartsToLoad as partsToLoad } from '@casino/core';

/** The context fields a loaded part sets. */
export const applyLoaded = <P extends PlayerDataPart>(part: P, loaded: PlayerDataLoaded[P]): Partial<PlayerDataContext> => {
  const value = loaded as PlayerDataLoaded[PlayerDataPart];
  switch (part) {
    case 'balances':
      return { balances: balancesByType(value as PlayerDataLoaded['balances']) };
    case 'balanceVisibility':
      return { balanceVisible: !(value as PlayerDataLoaded['balanceVisibility']).balanceHidden };
    case 'info':
      return { info: value as PlayerDataLoaded['info'] };
    case 'overview':
      return { overview: value as PlayerDataLoaded['overview'] };
    case 'messages':
      return { messages: value as PlayerDataLoaded['messages'] };
    case 'gamingBonuses':
      // Rebuilt from the active bonuses only (core aggregation, D8).
      return { gamingBonuses: aggregateGamingBonuses(value as PlayerDataLoaded['gamingBonuses']) };
    case 'bonuses':
      return { bonuses: value as PlayerDataLoaded['bonuses'] };
    case 'bonusTemplates':
      return { bonusTemplateOptIns: value as PlayerDataLoaded['bonusTemplates'] };
    case 'tags':
      return { tagNameOptIn: value as PlayerDataLoaded['tags'] };
    case 'notificationToken':
      return { notificationToken: value as PlayerDataLoaded['notificationToken'] };
    default:
      return {};
  }
};

/** The errors without the given part's (a part starts clean when it loads again). */
export const withoutErrorOf = (errors: PlayerDataContext['errors'], part: PlayerDataPart): PlayerDataContext['errors'] => {
  const { [part]: _dropped, ...rest } = errors;
  return rest;
};
