// The text of a player's waiting message (part 2 §4).
import { SPORTSBOOK_BONUS_TEMPLATE_ID } from '../constants.ts';
import type { PlayerMessage } from '../types/index.ts';

/**
 * Translation key of the fixed description shown for the sportsbook bonus template: the platform's
 * own text for it is not meant for casino players. The locale catalogues must define it.
 */
export const SPORTSBOOK_BONUS_DESCRIPTION_KEY = 'bonuses.sportsbook-bonus-description';

/** The message's own text, or the sportsbook description key for the sportsbook bonus template. */
export const playerMessageText = (message: Pick<PlayerMessage, 'templateId' | 'message'>): string =>
  message.templateId === SPORTSBOOK_BONUS_TEMPLATE_ID ? SPORTSBOOK_BONUS_DESCRIPTION_KEY : message.message;

/** Whether playerMessageText gives a translation key rather than text to show as it is. */
export const isSportsbookBonusMessage = (message: Pick<PlayerMessage, 'templateId'>): boolean => message.templateId === SPORTSBOOK_BONUS_TEMPLATE_ID;
