// Which bonus a player message offers and which bonus code the game-start messages lead to
// (part 1 §4, part 2 §4). The spec names the bonus waiting messages (bonus, bonus:2, bonus:4) and the
// confirmation by bonus id, not how a message names its bonus: the platform's templateId does. A
// message offers a bonus when that bonus still waits for the player's answer (status pending); the
// bonus details after the messages are those of the first bonus message in the order shown.
import type { PlayerBonus, PlayerMessage } from '../types/index.ts';
import { isSportsbookBonusMessage } from './player-messages.ts';

const BONUS_MESSAGE_TYPES: ReadonlySet<string> = new Set(['bonus', 'bonus:2', 'bonus:4']);

/** A waiting message of one of the bonus types. */
export const isBonusMessage = (message: Pick<PlayerMessage, 'type'>): boolean => BONUS_MESSAGE_TYPES.has(message.type.toLowerCase());

/** The platform spells statuses in varying case; pending is the one that waits for accept or decline. */
export const isBonusPending = (bonus: Pick<PlayerBonus, 'status'>): boolean => bonus.status.toLowerCase() === 'pending';

/** The pending bonus a bonus message names, or null (any other message, or a bonus already answered). */
export const offeredBonus = (message: PlayerMessage, bonuses: readonly PlayerBonus[]): PlayerBonus | null => {
  if (!isBonusMessage(message) || message.templateId === null) return null;
  return bonuses.find((bonus) => bonus.id === message.templateId && isBonusPending(bonus)) ?? null;
};

/** The bonus code of the first bonus message (the sportsbook template has no details), or null. */
export const messagesBonusCode = (shown: readonly PlayerMessage[]): string | null =>
  shown.find((message) => isBonusMessage(message) && message.templateId !== null && message.templateId !== '' && !isSportsbookBonusMessage(message))
    ?.templateId ?? null;
