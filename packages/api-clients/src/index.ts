// @casino/api-clients: one Effect service per backend; every response decoded by Schema into core
// types; failures are tagged errors carrying the spec's error keys.
export * from './config/api-config.ts';
export * from './errors.ts';
export * from './http/http-backend.ts';
export * from './http/decode.ts';
export * from './http/retry-policy.ts';
export * from './schemas/catalogue.ts';
export * from './schemas/player.ts';
export * from './schemas/session.ts';
export * from './schemas/wire.ts';
export * from './gateway/gateway.ts';
export * from './gateway/gateway-defaults.ts';
export * from './content-api/content-api.ts';
export * from './local-api/local-api.ts';
export * from './settings/settings.ts';
export * from './winners/live-winners.ts';
export * from './web-messages/web-messages.ts';
export * from './build-poller/build-poller.ts';
export * from './personalisation/personalised-games-store.ts';
export * from './personalisation/personalisation.ts';
export * from './platform-script/platform-script.ts';
export * from './api-clients.ts';
