export { isActiveStatus, isBonusActive } from './bonus-activity.ts';
export { aggregateGamingBonuses, selectedGameCode } from './gaming-bonuses.ts';
export {
  isPromotionRestricted,
  promotionActivity,
  promotionsBadgeCount,
  type PromotionActivity,
  type PromotionOptIns,
  type PromotionsBadgeInput,
} from './promotions.ts';
export { withTemplateOptIn, withoutTemplateOptIn } from './template-opt-ins.ts';
export { withTagOptIn } from './tag-opt-ins.ts';
export { hasBonusDetailsPopup } from './bonus-details.ts';
export { SPORTSBOOK_BONUS_DESCRIPTION_KEY, isSportsbookBonusMessage, playerMessageText } from './player-messages.ts';
export { isShownDisplayType, PLAYER_MESSAGE_DISPLAY_ORDER, playerMessageQueue, type PlayerMessageDisplayType } from './player-message-queue.ts';
export { isBonusMessage, isBonusPending, messagesBonusCode, offeredBonus } from './bonus-offers.ts';
export { tileBonusCount, type TileBonusCount } from './tile-bonus-count.ts';
