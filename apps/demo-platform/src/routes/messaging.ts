// The messaging service (BasePath.messaging): web messages per target platform.
import { Hono } from 'hono';
import { MessagingPath } from '@casino/core';
import type { PlatformContext } from '../context.ts';

export const WEB_MESSAGE_TARGETS = ['desktop', 'mobile', 'native'] as const;

export const messagingRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  app.get(MessagingPath.webMessages, (c) => {
    const target = c.req.query('target') ?? 'desktop';
    if (!(WEB_MESSAGE_TARGETS as readonly string[]).includes(target)) {
      return c.json({ message: `target must be one of ${WEB_MESSAGE_TARGETS.join(', ')}` }, 400);
    }
    // The same messages go to every target in the demo; the portal filters them by time window.
    return c.json(ctx.world.webMessages);
  });
  return app;
};
