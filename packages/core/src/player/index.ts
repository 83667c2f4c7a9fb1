export { recentWins } from './recent-wins.ts';
export { playIntensity, type PlayIntensity } from './play-intensity.ts';
export { isSelfExcluded } from './self-exclusion.ts';
export { isPersonalisedCacheValid } from './personalised-cache.ts';
export { categoryTitleCacheKey } from './category-title-cache-key.ts';
export { mainBalance } from './main-balance.ts';
export { formatElapsed, isTimerVisible, msToNextShownSecond, parseZonedTimestamp, sessionElapsedMs, type TimerVisibilityInput } from './session-timer.ts';
export { personalisedDataNeeds, type PersonalisedDataNeeds } from './personalised-data-needs.ts';
export { isPlayerOnlyList, PLAYER_ONLY_LISTS } from './player-only-lists.ts';
export { hasTokenErrorCode, usableSessionToken } from './session-token.ts';
export { selfExclusionRedirect } from './self-exclusion-redirect.ts';
export { hasSelfExclusionReasonCode } from './self-exclusion-reason.ts';
export { withFavourite, withoutFavourite } from './favourite-list.ts';
export { mergePersonalisedDataNeeds, NO_PERSONALISED_DATA_NEEDS } from './merge-data-needs.ts';
export {
  ACCOUNT_SUMMARY_FIELDS,
  ACTIVE_BUSINESS_PHASE,
  accountStateOf,
  accountSummaryFields,
  type AccountState,
  type AccountSummaryField,
} from './account-summary.ts';
export { balancesByType, PLAYER_DATA_PARTS, playerDataPartsToLoad, type PlayerDataPart } from './player-data-parts.ts';
export { millisFromLastAction } from './millis-from-last-action.ts';
export { BONUS_NOTIFICATION_MESSAGE_TYPE, notificationEffect, type BonusWaitingMessageType, type NotificationEffect } from './notification-effect.ts';
export { GAME_START_MESSAGE_TYPES, PLAYER_DATA_MESSAGE_TYPES } from './waiting-message-kinds.ts';
export { deviceTypeOf, gatewayLoginRequest, loginClientPlatform, type GatewayLoginDevice } from './gateway-login-request.ts';
