// The gateway (BasePath.gateway): login by temporary token, session cookie, logout, validation,
// notification and play tokens. The player's own data lives in gateway-player.ts and
// gateway-bonuses.ts, mounted here behind the session check.
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { GatewayPath } from '@casino/core';
import type { LoginResponse, NotificationTokenResponse, PlayTokenWireResponse } from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { badRequest, readJsonBody, stringField } from '../http/json-body.ts';
import { GATEWAY_COOKIE, PLAY_TOKEN_TTL_MS } from '../state/sessions.ts';
import { newToken } from '../state/token-store.ts';
import { gatewaySessionOf, requireGatewaySession, type GatewayEnv } from './gateway-session.ts';
import { gatewayPlayerRoutes } from './gateway-player.ts';
import { gatewayBonusRoutes } from './gateway-bonuses.ts';

export const SELF_EXCLUSION_EXCEPTION = 'Player is self-excluded';

/** What the real-mode game page and the chat widget get when nobody is logged in. */
export const PLAY_TOKEN_NOT_LOGGED_IN = 'NOT_LOGGED_IN';

export const gatewayRoutes = (ctx: PlatformContext) => {
  const app = new Hono<GatewayEnv>();

  app.post(GatewayPath.login, async (c) => {
    const body = await readJsonBody(c);
    const username = stringField(body, 'username');
    const token = stringField(body, 'ims_temporary_token');
    if (!username || !token) return badRequest(c, 'username and ims_temporary_token are required');
    const issued = ctx.sessions.temporary.consume(token);
    const player = ctx.players.find(username);
    if (!issued || !player || issued.username.toLowerCase() !== username.toLowerCase()) {
      return c.json({ message: 'Invalid temporary token' }, 401);
    }
    const redirectTo = player.player.selfExclusionRedirectUrl;
    if (redirectTo) {
      // An address the browser can follow from the portal's page: the world's path is on this host.
      const redirectionUrl = new URL(redirectTo, c.req.url).href;
      // A self-excluded player gets the suspension and no session: the portal sends the browser on.
      const suspended: LoginResponse = {
        username: player.player.username,
        notificationToken: null,
        sessionToken: null,
        additionalInformation: { SuspendedSelfExclusionException: SELF_EXCLUSION_EXCEPTION, redirectionUrl },
      };
      return c.json(suspended);
    }
    const notificationToken = newToken();
    const sessionId = ctx.sessions.gateway.issue({ username: player.player.username, startedAt: ctx.clock(), notificationToken });
    setCookie(c, GATEWAY_COOKIE, sessionId, { httpOnly: true, sameSite: 'Lax', path: '/' });
    const result: LoginResponse = {
      username: player.player.username,
      notificationToken,
      // The cookie carries the session; this token only identifies it to native wrappers.
      sessionToken: newToken(),
      additionalInformation: null,
    };
    return c.json(result);
  });

  app.post(GatewayPath.validateLoginSession, (c) => (gatewaySessionOf(ctx, c) ? c.json({ valid: true }) : c.json({ valid: false }, 401)));

  app.post(GatewayPath.logout, (c) => {
    ctx.sessions.endGateway(getCookie(c, GATEWAY_COOKIE));
    deleteCookie(c, GATEWAY_COOKIE, { path: '/' });
    return c.json({ ok: true });
  });

  app.get(GatewayPath.playToken, (c) => {
    const found = gatewaySessionOf(ctx, c);
    const purpose = c.req.query('purpose') ?? 'play';
    const answer: PlayTokenWireResponse = found
      ? {
          username: found.player.player.username,
          sessionToken: {
            sessionToken: ctx.sessions.play.issue({
              username: found.player.player.username,
              purpose,
              // A launch token is in a URL (history, logs): it opens one page, soon.
              expiresAt: purpose === 'play' ? ctx.clock() + PLAY_TOKEN_TTL_MS : null,
            }),
          },
          errorCode: null,
        }
      : { username: '', sessionToken: null, errorCode: PLAY_TOKEN_NOT_LOGGED_IN };
    return c.json(answer);
  });

  const player = new Hono<GatewayEnv>();
  player.use('*', requireGatewaySession(ctx));
  player.get(GatewayPath.notificationToken, (c) => {
    const answer: NotificationTokenResponse = { notification_token: c.get('session').notificationToken };
    return c.json(answer);
  });
  player.get(GatewayPath.keepAlive, (c) => {
    const millis = Number(c.req.query('millisFromLastAction') ?? '0');
    return c.json({ ok: true, millisFromLastAction: Number.isFinite(millis) ? millis : 0 });
  });
  player.route('/', gatewayPlayerRoutes(ctx));
  player.route('/', gatewayBonusRoutes(ctx));
  player.all('*', (c) => c.json({ message: `No gateway route ${c.req.method} ${c.req.path}` }, 404));

  app.route('/', player);
  return app;
};
