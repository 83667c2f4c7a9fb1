// What the server hands each request's loaders and render: the CSP nonce made for this response and
// the portal's configuration. Both ride on React Router's context (never module state), so one
// process serves any number of requests without sharing anything between them.
import { createContext } from 'react-router';
import type { PortalConfig } from './runtime/portal-config.ts';

export const cspNonceContext = createContext<string>();
export const portalConfigContext = createContext<PortalConfig>();
