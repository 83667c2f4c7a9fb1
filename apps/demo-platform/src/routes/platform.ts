// The gaming platform's own backend (BasePath.platform), called by its browser script: login with
// password or remember-me token, temporary tokens for the gateway login, keep-alive, waiting
// messages, bonus decisions and pending limits. Its session is the HttpOnly cookie platform_session.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { BasePath, COOKIE_REMEMBERED_DAYS, TimeMs, WAITING_MESSAGE_TYPES } from '@casino/core';
import type { Locale, PlatformAck, PlatformLoginResponse, WaitingMessageType } from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { isRecord, readJsonBody, stringField } from '../http/json-body.ts';
import { PLATFORM_COOKIE, REMEMBERED_COOKIE, SECOND_FACTOR_MAX_WRONG_CODES, SECOND_FACTOR_TTL_MS } from '../state/sessions.ts';
import { acceptPendingLimits, decideBonus } from '../state/player-state.ts';
import { platformScriptSource } from '../platform-script/platform-script.ts';
import { renderMessagePage, type PageMessage } from '../http/html.ts';
import { requestPageLocale } from '../http/page-locale.ts';
import { clientAddress } from '../http/client-address.ts';

/** The platform's paths, relative to BasePath.platform; only its own script calls them. */
export const PlatformPath = {
  script: BasePath.platformScript.slice(BasePath.platform.length),
  hasLoginCookie: '/has-login-cookie',
  temporaryToken: '/temporary-token',
  login: '/login',
  /** The second factor's code for a login that asked for one. */
  validateLogin: '/login/validate',
  logout: '/logout',
  keepAlive: '/keep-alive',
  loggedInPlayer: '/logged-in-player',
  validateTermsVersion: '/validate-terms-version',
  waitingMessages: '/waiting-messages',
  confirmBonus: '/confirm-bonus',
  acceptPendingLimits: '/accept-pending-limits',
  /** Where self-excluded players are sent (the world's selfExclusionRedirectUrl points here). */
  selfExclusion: '/self-exclusion',
} as const;

/**
 * Reasons of a rejected login (the portal shows errors.auth.{reason}). Every wrong name, password or
 * remember-me token gives the same one, so that an answer never tells whether an account exists.
 */
export const LoginRejection = {
  invalidCredentials: 'invalid_credentials',
  tooManyAttempts: 'too_many_attempts',
  /** A wrong second-factor code; the challenge stands. */
  invalidCode: 'invalid_code',
  /** No such challenge any more: too late, too many wrong codes, or never issued. */
  codeExpired: 'code_expired',
} as const;

/** What a self-excluded player reads where the platform sends them (the world's selfExclusionRedirectUrl). */
const SELF_EXCLUSION_MESSAGES: Readonly<Record<Locale, PageMessage>> = {
  cs: { title: 'Sebevyloučení je aktivní', text: 'Váš účet je z kasinových her vyloučen. O zodpovědném hraní se poraďte se zákaznickou podporou.' },
  en: { title: 'Self-exclusion active', text: 'Your account is self-excluded from casino games. Contact customer support about responsible gaming.' },
};

const rejected = (reason: string): PlatformLoginResponse => ({ ok: false, username: null, reason, twoFactorValidation: null });

export const platformRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  const sessionOf = (c: Context) => {
    const session = ctx.sessions.platform.get(getCookie(c, PLATFORM_COOKIE));
    const player = session ? ctx.players.find(session.username) : undefined;
    return session && player ? { session, player } : undefined;
  };
  const ack = (c: Context, ok: boolean) => c.json({ ok } satisfies PlatformAck);
  /** The account of the request's remember-me token while it lives; an expired one is forgotten. */
  const rememberedUsername = (c: Context): string | undefined => {
    const token = getCookie(c, REMEMBERED_COOKIE);
    const remembered = ctx.sessions.remembered.get(token);
    if (remembered === undefined) return undefined;
    if (ctx.clock() < remembered.expiresAt) return remembered.username;
    ctx.sessions.remembered.revoke(token);
    return undefined;
  };

  /** The platform session (and, with remember-me, a fresh remember-me token) of an accepted login. */
  const startSession = (c: Context, username: string, rememberMe: boolean) => {
    const sessionId = ctx.sessions.platform.issue({ username, startedAt: ctx.clock() });
    setCookie(c, PLATFORM_COOKIE, sessionId, { httpOnly: true, sameSite: 'Lax', path: '/' });
    if (rememberMe) {
      ctx.sessions.remembered.revoke(getCookie(c, REMEMBERED_COOKIE));
      // Tokens nobody brought back before they expired go here, so that the store stays bounded by the live ones.
      ctx.sessions.remembered.revokeWhere((remembered) => remembered.expiresAt <= ctx.clock());
      const expiresAt = ctx.clock() + COOKIE_REMEMBERED_DAYS * TimeMs.DAY;
      setCookie(c, REMEMBERED_COOKIE, ctx.sessions.remembered.issue({ username, expiresAt }), {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: (COOKIE_REMEMBERED_DAYS * TimeMs.DAY) / 1000,
      });
    }
    return c.json({ ok: true, username, reason: null, twoFactorValidation: null } satisfies PlatformLoginResponse);
  };

  app.get(PlatformPath.script, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(platformScriptSource(), 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });

  app.get(PlatformPath.hasLoginCookie, (c) => c.json({ hasCookie: sessionOf(c) !== undefined }));

  app.post(PlatformPath.temporaryToken, (c) => {
    const found = sessionOf(c);
    // No session, no token: the script resolves null, which the client reports as 'No response'.
    return c.json(found ? { token: ctx.sessions.temporary.issue({ username: found.session.username }) } : null);
  });

  app.post(PlatformPath.login, async (c) => {
    const body = await readJsonBody(c);
    const username = stringField(body, 'username') ?? '';
    const password = stringField(body, 'password') ?? '';
    const rememberMe = isRecord(body) && body['rememberMe'] === true;
    const address = clientAddress(c);
    const wait = ctx.loginGuard.waitFor(username, address);
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      return c.json(rejected(LoginRejection.tooManyAttempts), 429);
    }
    const state = ctx.players.find(username);
    // The silent login of a remembered username: only the browser holding that account's live token may.
    const accepted = state !== undefined && (password === '' ? rememberedUsername(c) === state.player.username : password === state.player.password);
    if (!state || !accepted) {
      ctx.loginGuard.failed(username, address);
      return c.json(rejected(LoginRejection.invalidCredentials));
    }
    ctx.loginGuard.succeeded(username);
    // A password login of an account with a second factor waits for its code (a remembered device's silent login does not).
    const factor = state.player.secondFactor;
    if (factor !== null && password !== '') {
      // One challenge per account at a time: a new login replaces the one before.
      ctx.sessions.secondFactor.revokeWhere((pending) => pending.username === state.player.username);
      const validationId = ctx.sessions.secondFactor.issue({
        username: state.player.username,
        rememberMe,
        expiresAt: ctx.clock() + SECOND_FACTOR_TTL_MS,
        wrongCodes: 0,
      });
      return c.json({
        ok: false,
        username: null,
        reason: null,
        twoFactorValidation: { validationId, channel: factor.channel, destination: factor.destination, codeLength: factor.code.length },
      } satisfies PlatformLoginResponse);
    }
    return startSession(c, state.player.username, rememberMe);
  });

  app.post(PlatformPath.validateLogin, async (c) => {
    const body = await readJsonBody(c);
    const validation = isRecord(body) ? body['validation'] : undefined;
    const validationId = isRecord(validation) ? stringField(validation, 'validationId') : undefined;
    const code = stringField(body, 'code') ?? '';
    const pending = ctx.sessions.secondFactor.get(validationId);
    if (pending === undefined || ctx.clock() >= pending.expiresAt) {
      ctx.sessions.secondFactor.revoke(validationId);
      return c.json(rejected(LoginRejection.codeExpired));
    }
    const state = ctx.players.find(pending.username);
    if (state?.player.secondFactor?.code !== code) {
      pending.wrongCodes += 1;
      if (pending.wrongCodes < SECOND_FACTOR_MAX_WRONG_CODES) return c.json(rejected(LoginRejection.invalidCode));
      ctx.sessions.secondFactor.revoke(validationId);
      return c.json(rejected(LoginRejection.codeExpired));
    }
    ctx.sessions.secondFactor.revoke(validationId);
    return startSession(c, pending.username, pending.rememberMe);
  });

  app.post(PlatformPath.logout, async (c) => {
    const body = await readJsonBody(c);
    const found = sessionOf(c);
    if (found && isRecord(body) && Number(body['allSessions']) === 1) {
      // The player's other pages learn that their session has gone, before their sockets close.
      ctx.playerEvents.emit(found.player.player.username, { type: 'LOGOUT' });
      ctx.sessions.endAll(found.session.username);
    }
    ctx.sessions.platform.revoke(getCookie(c, PLATFORM_COOKIE));
    deleteCookie(c, PLATFORM_COOKIE, { path: '/' });
    if (isRecord(body) && Number(body['invalidateRememberMe']) === 1) {
      ctx.sessions.remembered.revoke(getCookie(c, REMEMBERED_COOKIE));
      deleteCookie(c, REMEMBERED_COOKIE, { path: '/' });
    }
    return ack(c, true);
  });

  app.post(PlatformPath.keepAlive, (c) => ack(c, sessionOf(c) !== undefined));

  app.get(PlatformPath.loggedInPlayer, (c) => c.json({ username: sessionOf(c)?.player.player.username ?? null }));

  app.get(PlatformPath.validateTermsVersion, (c) => c.json({ accepted: true }));

  app.get(PlatformPath.waitingMessages, (c) => {
    const type = c.req.query('type') ?? '';
    if (!(WAITING_MESSAGE_TYPES as readonly string[]).includes(type)) return c.json({ message: `Unknown message type ${type}` }, 400);
    const found = sessionOf(c);
    return c.json(found?.player.waitingMessages[type as WaitingMessageType] ?? []);
  });

  app.post(PlatformPath.confirmBonus, async (c) => {
    const body = await readJsonBody(c);
    const bonusId = stringField(body, 'bonusId');
    const action = stringField(body, 'action');
    const found = sessionOf(c);
    if (!found || !bonusId || (action !== 'accept' && action !== 'decline')) return ack(c, false);
    const decided = decideBonus(found.player, bonusId, action);
    if (decided) ctx.playerEvents.emit(found.player.player.username, { type: 'BONUS', bonusId });
    return ack(c, decided);
  });

  app.post(PlatformPath.acceptPendingLimits, (c) => {
    const found = sessionOf(c);
    if (!found) return ack(c, false);
    acceptPendingLimits(found.player);
    return ack(c, true);
  });

  app.get(PlatformPath.selfExclusion, (c) => {
    const locale = requestPageLocale(c.req);
    return c.html(renderMessagePage(locale, SELF_EXCLUSION_MESSAGES[locale]), 200, { vary: 'Accept-Language' });
  });

  return app;
};
