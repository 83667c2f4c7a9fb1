// Who is logged in where. The platform script's session (cookie platform_session) comes first; it
// hands out a temporary token that the gateway login exchanges for the gateway session (gw_session).
// Play tokens are minted by the gateway's playToken call and checked by the real-mode game page.
import { createTokenStore, type TokenStore } from './token-store.ts';

export const GATEWAY_COOKIE = 'gw_session';
export const PLATFORM_COOKIE = 'platform_session';
export const REMEMBERED_COOKIE = 'remembered_user';

export interface GatewaySession {
  readonly username: string;
  /** Epoch ms of the gateway login. */
  readonly startedAt: number;
  readonly notificationToken: string;
}

/** A remember-me token's account and when the server stops taking it (with its cookie's 14 days). */
export interface RememberedLogin {
  readonly username: string;
  /** Epoch ms. */
  readonly expiresAt: number;
}

/** A password login waiting for its second factor's code: the login's choices, until when, and how many wrong codes so far. */
export interface PendingSecondFactor {
  readonly username: string;
  readonly rememberMe: boolean;
  /** Epoch ms. */
  readonly expiresAt: number;
  wrongCodes: number;
}

/** A code is taken for 5 minutes, and 3 wrong codes end the challenge (the player logs in again). */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;
export const SECOND_FACTOR_MAX_WRONG_CODES = 3;

export interface PlatformSession {
  readonly username: string;
  readonly startedAt: number;
}

/** A launch token lives this long and opens one game page (it travels in the launch URL). */
export const PLAY_TOKEN_TTL_MS = 60_000;

/** The game page's own token for its spins: it stays in the page, never in a URL. */
export const GAME_ROUND_PURPOSE = 'game-round';

export interface PlayToken {
  readonly username: string;
  /** 'play' (a launch), 'chat', or GAME_ROUND_PURPOSE. */
  readonly purpose: string;
  /** Epoch milliseconds after which the token is refused; null: until the session ends. */
  readonly expiresAt: number | null;
}

export interface Sessions {
  readonly gateway: TokenStore<GatewaySession>;
  readonly platform: TokenStore<PlatformSession>;
  /** One-use tokens from getTemporaryToken, exchanged by the gateway login. */
  readonly temporary: TokenStore<{ readonly username: string }>;
  readonly play: TokenStore<PlayToken>;
  /**
   * Remember-me tokens (the remembered_user cookie): opaque, bound to the account, expiring with the
   * cookie, revoked by a logout that invalidates remember-me and, all of the player's, by a logout of all sessions.
   */
  readonly remembered: TokenStore<RememberedLogin>;
  /** Password logins waiting for a second factor, by the validationId the login answered. */
  readonly secondFactor: TokenStore<PendingSecondFactor>;
  /** Ends one gateway session (a gateway logout); its notification sockets close with it. */
  endGateway(sessionId: string | undefined): void;
  /** Ends every kind of session a player holds, remembered logins included (a logout of all sessions). */
  endAll(username: string): void;
  /** Hears of every notification token whose gateway session ended (the STOMP server closes its sockets). */
  onNotificationTokenEnded(listener: (token: string) => void): () => void;
  /** The player a notification token was handed to by a live gateway session (for the STOMP server). */
  notificationTokenOwner(token: string): string | null;
}

export const createSessions = (): Sessions => {
  const gateway = createTokenStore<GatewaySession>();
  const platform = createTokenStore<PlatformSession>();
  const temporary = createTokenStore<{ readonly username: string }>();
  const play = createTokenStore<PlayToken>();
  const remembered = createTokenStore<RememberedLogin>();
  const secondFactor = createTokenStore<PendingSecondFactor>();
  const endedListeners = new Set<(token: string) => void>();
  const ended = (sessions: readonly GatewaySession[]) => {
    for (const session of sessions) endedListeners.forEach((listener) => listener(session.notificationToken));
  };
  return {
    gateway,
    platform,
    temporary,
    play,
    remembered,
    secondFactor,
    endGateway(sessionId) {
      const session = gateway.revoke(sessionId);
      if (session) ended([session]);
    },
    endAll(username) {
      const own = (data: { readonly username: string }) => data.username === username;
      ended(gateway.revokeWhere(own));
      platform.revokeWhere(own);
      temporary.revokeWhere(own);
      play.revokeWhere(own);
      remembered.revokeWhere(own);
      secondFactor.revokeWhere(own);
    },
    onNotificationTokenEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    notificationTokenOwner(token) {
      return gateway.find((session) => session.notificationToken === token)?.username ?? null;
    },
  };
};
