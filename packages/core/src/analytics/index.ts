// Analytics payload builders (part 2 §2, §7): each returns a plain { event, ...payload } object.
export { AnalyticsEventName, type AnalyticsEvent } from './analytics-event.ts';
export { contentViewEvent, ERROR_ROUTE_NAME, type ContentViewInput, type ContentViewEvent } from './content-view.ts';
export { gameLaunchEvent, type GameLaunchInput, type GameLaunchEvent } from './game-launch.ts';
export {
  navigationEvent,
  searchEvent,
  themeToggleEvent,
  panicStepEvent,
  bonusPopupClickEvent,
  type PanicStep,
  type BonusPopupAction,
} from './interaction-events.ts';
export { filtersClickEvent } from './filters-click.ts';
export {
  consentUpdate,
  consentCookieValue,
  grantedConsentGroups,
  CONSENT_GROUPS,
  type ConsentGroup,
  type ConsentState,
  type ConsentChoice,
} from './consent.ts';
export { MARKETING_GLOBAL, marketingObject, type MarketingObject } from './marketing-object.ts';
export { guestUserEvent, hashInputsOf, userEvent, type HashInputs, type PlayerHashes } from './user-event.ts';
