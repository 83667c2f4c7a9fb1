export * from './mini-frontends.ts';
export * from './login-dialog-events.ts';
