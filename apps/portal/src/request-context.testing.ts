// Tests' way to the request context: a router context as the server would hand it (configuration,
// the API over that configuration, a view cache of its own) and the page request the root's middleware would make. Tests
// run without the build's compiled catalogues: texts stay in the source language (Czech).
import { RouterContextProvider } from 'react-router';
import {
  makePageRequest,
  pageRequestContext,
  portalConfigContext,
  publicOriginsContext,
  serverApiContext,
  viewCacheContext,
  type PageRequest,
} from './request-context.server.ts';
import type { PublicOrigins } from './public-origin.ts';
import { createViewCache } from './view-cache.server.ts';
import type { PortalConfig } from './runtime/portal-config.ts';
import { createServerApi } from './runtime/server-api.ts';

export const routerContextFor = async (request: Request, config: PortalConfig, publicOrigins: PublicOrigins = []): Promise<RouterContextProvider> => {
  const context = new RouterContextProvider();
  context.set(publicOriginsContext, publicOrigins);
  context.set(portalConfigContext, config);
  context.set(serverApiContext, createServerApi(config, null));
  context.set(viewCacheContext, createViewCache());
  context.set(pageRequestContext, await makePageRequest(request, context, async () => ({})));
  return context;
};

export const pageRequestFor = async (url: string, config: PortalConfig, init?: RequestInit): Promise<PageRequest> =>
  (await routerContextFor(new Request(url, init), config)).get(pageRequestContext);
