// The names under which the root registers the session-long machines in its actor system, so that
// an adapter (login-for-play waits for auth) and the relays find them with `system.get`.
export const SystemId = {
  /** The root itself. */
  portal: 'portal',
  auth: 'auth',
  snackbar: 'snackbar',
  favourites: 'favourites',
  recommendations: 'recommendations',
  bonuses: 'bonuses',
  regulatoryTimer: 'regulatory-timer',
  panic: 'panic',
  notifications: 'notifications',
  chat: 'chat',
  gameSession: 'game-session',
  playerMessages: 'player-messages',
  jackpots: 'jackpots',
  theme: 'theme',
  locale: 'locale',
  modalStack: 'modal-stack',
  banner: 'banner',
  webMessages: 'web-messages',
  buildUpdate: 'build-update',
} as const;

export type SystemId = (typeof SystemId)[keyof typeof SystemId];
