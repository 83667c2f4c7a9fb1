// The messaging service (BasePath.messaging): web messages per target platform.
import { Hono } from 'hono';
import { MessagingPath } from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { localizeTexts } from '../content/localize.ts';
import type { Locale } from '@casino/core';

/** English when the caller asks for it first; otherwise the site's language, as content does. */
const messageLocale = (header: string | undefined): Locale => (header?.trim().toLowerCase().startsWith('en') ? 'en' : 'cs');

export const WEB_MESSAGE_TARGETS = ['desktop', 'mobile', 'native'] as const;

export const messagingRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  app.get(MessagingPath.webMessages, (c) => {
    const target = c.req.query('target') ?? 'desktop';
    if (!(WEB_MESSAGE_TARGETS as readonly string[]).includes(target)) {
      return c.json({ message: `target must be one of ${WEB_MESSAGE_TARGETS.join(', ')}` }, 400);
    }
    // The same messages go to every target in the demo; the portal filters them by time window. The
    // language is the caller's Accept-Language (the portal sends its page's locale).
    const locale = messageLocale(c.req.header('accept-language'));
    c.header('Content-Language', locale);
    c.header('Vary', 'Accept-Language');
    return c.json(localizeTexts(ctx.world.english, ctx.world.webMessages, locale));
  });
  return app;
};
