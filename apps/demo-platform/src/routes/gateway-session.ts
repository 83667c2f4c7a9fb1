// The gateway's session middleware: every player call needs the gw_session cookie of a live
// gateway session, and answers in the language of Accept-Language.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Locale } from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { GATEWAY_COOKIE, type GatewaySession } from '../state/sessions.ts';
import type { PlayerState } from '../state/player-state.ts';

export interface GatewayVariables {
  player: PlayerState;
  session: GatewaySession;
  locale: Locale;
}
export type GatewayEnv = { Variables: GatewayVariables };

/** cs when the first language the client prefers is Czech, en otherwise. */
export const localeFromAcceptLanguage = (header: string | undefined): Locale => (header?.trim().toLowerCase().startsWith('cs') ? 'cs' : 'en');

export const gatewaySessionOf = (ctx: PlatformContext, c: Context) => {
  const session = ctx.sessions.gateway.get(getCookie(c, GATEWAY_COOKIE));
  const player = session ? ctx.players.find(session.username) : undefined;
  return session && player ? { session, player } : undefined;
};

export const unauthorized = (c: Context) => c.json({ message: 'Unauthorized: no valid gateway session' }, 401);

export const requireGatewaySession =
  (ctx: PlatformContext): MiddlewareHandler<GatewayEnv> =>
  async (c, next) => {
    const found = gatewaySessionOf(ctx, c);
    if (!found) return unauthorized(c);
    c.set('player', found.player);
    c.set('session', found.session);
    c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')));
    c.header('Content-Language', c.get('locale'));
    return next();
  };
