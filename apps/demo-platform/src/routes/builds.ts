// The build poller's file (BasePath.builds): the id of the latest build, never cached.
import { Hono } from 'hono';
import { BuildsPath } from '@casino/core';
import type { BuildInfo } from '@casino/core';
import type { PlatformContext } from '../context.ts';

export const buildsRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  app.get(BuildsPath.latest, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ id: ctx.buildId } satisfies BuildInfo);
  });
  return app;
};
