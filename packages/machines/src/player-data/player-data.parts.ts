// How each loader's answer lands in the context, and which short error a failing loader reports.
import { aggregateGamingBonuses, type Balance, type Balances } from '@casino/core';
import type { PlayerDataContext, PlayerDataError, PlayerDataLoaded, PlayerDataPart } from './player-data.types.ts';
import { PLAYER_DATA_PARTS } from './player-data.types.ts';

export const PLAYER_DATA_ERRORS: Readonly<Record<PlayerDataPart, PlayerDataError>> = {
  balances: 'balance',
  balanceVisibility: 'balance_visibility',
  info: 'info',
  overview: 'overview',
  messages: 'messages',
  gamingBonuses: 'gaming_bonuses',
  bonuses: 'bonuses',
  bonusTemplates: 'bonus_templates',
  tags: 'tags',
  notificationToken: 'notification',
};

export const keyByType = (balances: readonly Balance[]): Balances =>
  Object.fromEntries(balances.map((balance) => [balance.type, balance]));

/** The context fields a loaded part sets. */
export const applyLoaded = <P extends PlayerDataPart>(part: P, loaded: PlayerDataLoaded[P]): Partial<PlayerDataContext> => {
  const value = loaded as PlayerDataLoaded[PlayerDataPart];
  switch (part) {
    case 'balances':
      return { balances: keyByType(value as PlayerDataLoaded['balances']) };
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

/** The parts a refresh loads: all when none are named; bonuses always bring the gaming bonuses along. */
export const partsToLoad = (parts: readonly PlayerDataPart[] | undefined): readonly PlayerDataPart[] => {
  const wanted = new Set(parts ?? PLAYER_DATA_PARTS);
  if (wanted.has('bonuses')) wanted.add('gamingBonuses');
  return PLAYER_DATA_PARTS.filter((part) => wanted.has(part));
};

/** The errors without the given part's (a part starts clean when it loads again). */
export const withoutErrorOf = (errors: PlayerDataContext['errors'], part: PlayerDataPart): PlayerDataContext['errors'] => {
  const { [part]: _dropped, ...rest } = errors;
  return rest;
};
