// The demo chat provider: its browser script and stylesheet, and the unread-count query, which
// answers for a live chat token (the gateway's token call with purpose chat) and refuses anything else.
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { CHAT_UNREAD_PATH, CHAT_WIDGET_SCRIPT_PATH, CHAT_WIDGET_STYLESHEET_PATH } from '@casino/core';
import type { PlatformContext } from '../context.ts';

const files = new Map<string, string>();
const fileSource = (name: string): string => {
  let source = files.get(name);
  if (source === undefined) {
    source = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
    files.set(name, source);
  }
  return source;
};

/** Messages waiting for each player, the demo's stand-in for the provider's inbox. */
const UNREAD_BY_PLAYER: ReadonlyMap<string, number> = new Map([['demo', 2]]);

export const chatRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  app.get(CHAT_WIDGET_SCRIPT_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(fileSource('widget.js'), 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });
  app.get(CHAT_WIDGET_STYLESHEET_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(fileSource('widget.css'), 200, { 'content-type': 'text/css; charset=utf-8' });
  });
  app.get(CHAT_UNREAD_PATH, (c) => {
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
    const owner = ctx.sessions.play.get(token);
    if (!owner || owner.purpose !== 'chat') return c.json({ message: 'Unauthorized: no valid chat token' }, 401);
    return c.json({ count: UNREAD_BY_PLAYER.get(owner.username) ?? 0 });
  });
  return app;
};
