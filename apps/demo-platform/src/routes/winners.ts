// The public front-end API's live winners (BasePath.frontendApi). The operator's PHP endpoint
// answers a JSON string whose content is the JSON list, so the body is encoded twice on purpose.
import { Hono } from 'hono';
import { FrontendApiPath } from '@casino/core';
import type { PlatformContext } from '../context.ts';

export const winnersRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  app.get(FrontendApiPath.liveWinners, (c) => {
    const country = c.req.query('country')?.toUpperCase();
    // The feed is per country; the demo's winners all play in the Czech Republic.
    const winners = country && country !== 'CZ' ? [] : ctx.world.winners;
    return c.json(JSON.stringify(winners));
  });
  return app;
};
