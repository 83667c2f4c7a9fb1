// The origins the page's script-URL policy admits (environment/script-url-policy.ts): the platform
// script's, the mini-frontends' (the prematch endpoint) and the chat provider's. The server's CSP
// names the same origins for what those scripts fetch and link (server/content-security-policy.ts).
import type { PortalConfig } from './portal-config.ts';

export const thirdPartyScriptOrigins = (config: Pick<PortalConfig, 'platformScriptUrl' | 'prematchEndpoint' | 'chatScriptUrl'>): readonly string[] => [
  ...new Set([config.platformScriptUrl, config.prematchEndpoint, config.chatScriptUrl].map((url) => new URL(url).origin)),
];
