// What the server hands each request's loaders and render: the CSP nonce made for this response and
// the portal's configuration. Both ride on React Router's context (never module state), so one
// process serves any number of requests without sharing anything between them. The defaults serve
// `react-router dev`, which has no server of ours to set them: no nonce (and no CSP), and the
// platform at PLATFORM_ORIGIN.
import { createContext } from 'react-router';
import { DEFAULT_PLATFORM_ORIGIN } from './platform-origin.ts';
import { demoPortalConfig, type PortalConfig } from './runtime/portal-config.ts';
import type { RouteChunks } from './routing/route-chunks.ts';
import type { SharedContent } from './runtime/shared-content.ts';

// An empty nonce means none (a context without a default throws when read).
export const cspNonceContext = createContext<string>('');
export const portalConfigContext = createContext<PortalConfig>(demoPortalConfig(process.env['PLATFORM_ORIGIN'] || DEFAULT_PLATFORM_ORIGIN));
/** The server's content answers shared between requests (the app makes one); none under `react-router dev`. */
export const sharedContentContext = createContext<SharedContent | null>(null);
/** The script chunks behind route ids, from the build's manifest; none under `react-router dev`. */
export const routeChunksContext = createContext<RouteChunks>(() => []);
