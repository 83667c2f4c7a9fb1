export * from './mini-frontends.ts';
export * from './login-dialog-events.ts';
export * from './cookie-consent-events.ts';
export * from './second-factor.ts';
export * from './notification-entries.ts';
export * from './notification-hub-events.ts';
export * from './in-app-notification-events.ts';
export * from './my-account-events.ts';
