// The old my-account pages (part 2 §2) at core's account and deposit paths, on the prematch host
// (the portal's modal frames these; only portal origins may frame them, security-headers.ts) and
// under the game-mode host's root (a touch device opens them as pages). The close and back
// addresses and the frame's close origin are taken only when they are on a portal origin: the
// redirect allow-list, so that a crafted link cannot send a player (or the close message) elsewhere.
// They speak the language of the portal page they return to (/en or not).
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCOUNT_PATH, BasePath, DEPOSIT_PATH, formatCurrency, MAIN_BALANCE_TYPE, MY_ACCOUNT_CLOSE_ORIGIN_PARAM } from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { PLATFORM_COOKIE } from '../state/sessions.ts';
import { renderAccountPage, type AccountPageKind } from '../account/account-page.ts';
import { requestPageLocale } from '../http/page-locale.ts';

/** The pages show the player's name and balance: never kept by a shared cache or the browser. */
export const ACCOUNT_PAGE_CACHE_CONTROL = 'private, no-store';

/** The address when it is on one of the portal origins (absolute, http or https), else null. */
export const portalAddress = (value: string | undefined, portalOrigins: readonly string[]): string | null => {
  if (value === undefined) return null;
  try {
    const url = new URL(value);
    return portalOrigins.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
};

export const accountPageRoutes = (ctx: PlatformContext, portalOrigins: readonly string[]) => {
  const app = new Hono();
  const page = (kind: AccountPageKind) => (c: Context) => {
    const session = ctx.sessions.platform.get(getCookie(c, PLATFORM_COOKIE));
    const player = session ? ctx.players.find(session.username) : undefined;
    const main = player?.balances.find((balance) => balance.type === MAIN_BALANCE_TYPE);
    const closeOrigin = portalAddress(c.req.query(MY_ACCOUNT_CLOSE_ORIGIN_PARAM), portalOrigins);
    const closeUrl = portalAddress(c.req.query('closeUrl'), portalOrigins);
    const backUrl = portalAddress(c.req.query('backUrl'), portalOrigins);
    const html = renderAccountPage({
      kind,
      locale: requestPageLocale(c.req, closeUrl ?? backUrl),
      username: player?.player.username ?? null,
      balance: main ? formatCurrency(main.amount, main.currencyCode, { locale: 'cs-CZ' }) : null,
      closeOrigin: closeOrigin === null ? null : new URL(closeOrigin).origin,
      closeUrl,
      backUrl,
      clientPlatform: c.req.query('clientPlatform') === 'mobile' ? 'mobile' : kind === 'deposit' ? 'web' : null,
    });
    return c.html(html, 200, { 'cache-control': ACCOUNT_PAGE_CACHE_CONTROL });
  };
  for (const root of ['', BasePath.gameModeHost]) {
    app.get(root + ACCOUNT_PATH, page('dashboard'));
    app.get(root + DEPOSIT_PATH, page('deposit'));
  }
  return app;
};
