// The sportsbook CMS's web configuration (BasePath.cms): the feature toggle list.
import { Hono } from 'hono';
import { CmsPath } from '@casino/core';
import type { PlatformContext } from '../context.ts';

export const cmsRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  app.get(CmsPath.webGlobal, (c) => ctx.content.json(c, null, () => ctx.world.featureToggles));
  return app;
};
