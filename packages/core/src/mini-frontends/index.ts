export * from './mini-frontends.ts';
export * from './login-dialog-events.ts';
export * from './cookie-consent-events.ts';
export * from './second-factor.ts';
