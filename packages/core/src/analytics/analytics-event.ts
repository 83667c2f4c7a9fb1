// What the tag manager receives: a plain object with the event name and its flat payload.

export interface AnalyticsEvent {
  readonly event: string;
  readonly [key: string]: unknown;
}

/** Event names of part 2 §7 (the content-view and panic names are the project's choice). */
export const AnalyticsEventName = {
  contentView: 'content_view',
  gameLaunch: 'casino_game_launch',
  navigation: 'casino_navigation',
  search: 'casino_search',
  themeToggle: 'casino_theme_toggle',
  filtersClick: 'casino_filters_click',
  liveFiltersClick: 'live_casino_filters_click',
  panicStep: 'casino_panic_button',
  bonusPopupClick: 'casino_bonus_popup_click',
  consentUpdate: 'consent_update',
  /** Who the page's player is (part 2 §6): the player data map and hashed forms, or a guest. */
  user: 'user',
} as const;
export type AnalyticsEventName = (typeof AnalyticsEventName)[keyof typeof AnalyticsEventName];
