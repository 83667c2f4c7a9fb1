// @casino/demo-platform: a real local server speaking the operator's contracts.
export { startDemoPlatform, createApp, createContext, DEFAULT_HOST } from './server.ts';
export type { DemoPlatform, FaultRule, FaultSwitches, LoggedRequest, RequestLog, StartOptions } from './types.ts';
export { MALFORMED_BODY } from './faults.ts';
export { GATEWAY_COOKIE, PLATFORM_COOKIE, REMEMBERED_COOKIE } from './state/sessions.ts';
