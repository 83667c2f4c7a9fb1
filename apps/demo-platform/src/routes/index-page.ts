// The demo platform's home page (until the portal is served here): its endpoints and demo accounts.
import { Hono } from 'hono';
import { BasePath, BuildsPath, CmsPath, ContentApiPath, FrontendApiPath, GatewayPath, LocalApiPath, MessagingPath } from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { escapeHtml } from '../http/html.ts';

const pathsOf = (base: string, paths: Readonly<Record<string, unknown>>) =>
  Object.values(paths)
    .map((path) => (typeof path === 'function' ? (path as (value: string) => string)('{id}') : path))
    .filter((path): path is string => typeof path === 'string')
    .map((path) => `${base}${decodeURIComponent(path)}`);

export const renderIndexPage = (ctx: PlatformContext): string => {
  const { world } = ctx;
  const sections: [string, string[]][] = [
    ['Gateway (session cookie gw_session)', pathsOf(BasePath.gateway, GatewayPath)],
    ['Content API (?locale=cs|en&status=Published|Draft)', pathsOf(BasePath.contentApi, ContentApiPath)],
    ['Local API (?locale=cs|en&status=Published|Draft)', pathsOf(BasePath.localApi, LocalApiPath)],
    [
      'Other',
      [
        ...pathsOf(BasePath.cms, CmsPath),
        ...pathsOf(BasePath.frontendApi, FrontendApiPath),
        `${BasePath.messaging}${MessagingPath.webMessages}?target=desktop`,
        `${BasePath.builds}${BuildsPath.latest}`,
        BasePath.platformScript,
        `${BasePath.demoGames}/{gameCode}?mode=demo|real`,
        '/__test/faults (POST, DELETE) and /__test/requests (GET), only when started with DEMO_TEST_SWITCHES=1',
      ],
    ],
    [
      'Real time',
      [
        `POST ${BasePath.liveHub}/negotiate?negotiateVersion=1, then ${BasePath.liveHub}?id= (WebSockets, server-sent events, long polling): SignalR JSON hub, init + updateTable`,
        `ws ${BasePath.notifications}: STOMP 1.2, CONNECT with Authorization: Bearer {notification token}, SUBSCRIBE /user/topic/notifications`,
        '/__test/realtime/{drop, hub/stop, hub/start, notifications/stop, notifications/start, faults, notify} (POST), /__test/realtime/tables (GET), only when started with DEMO_TEST_SWITCHES=1',
      ],
    ],
  ];
  const accounts = world.players
    .map(
      (player) =>
        `<tr><td><code>${escapeHtml(player.username)}</code></td><td><code>${escapeHtml(player.password)}</code></td><td>${escapeHtml(player.description)}</td></tr>`,
    )
    .join('');
  const lists = sections
    .map(([title, paths]) => `<h2>${escapeHtml(title)}</h2><ul>${paths.map((path) => `<li><code>${escapeHtml(path)}</code></li>`).join('')}</ul>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Casino demo platform</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse}td,th{border:1px solid #cbd5e1;padding:.3rem .6rem;text-align:left}code{background:#f1f5f9;padding:0 .2rem}</style>
</head><body>
<h1>Casino demo platform</h1>
<p>Serving a generated world: seed ${world.seed}, ${world.games.length} games, ${world.providers.length} providers. Preview password: <code>${escapeHtml(world.previewPassword)}</code>.</p>
<h2>Demo accounts</h2>
<table><thead><tr><th>username</th><th>password</th><th>what it shows</th></tr></thead><tbody>${accounts}</tbody></table>
${lists}
</body></html>`;
};

export const indexPageRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  app.get('/', (c) => c.html(renderIndexPage(ctx)));
  return app;
};
