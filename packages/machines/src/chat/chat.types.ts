// Types of the chat widget (part 2 §4): display hidden/loading/visible, context anonymous or
// authenticated, the unread count, and the commands sent to the chat provider's script.
import type { CHAT_CLIENT_TYPE, CHAT_PLATFORM, CHAT_SYSTEM_ID } from '@casino/core';
import type { SnackbarShowEmitted } from '../snackbar/snackbar.types.ts';

/** Why the bot is (re)initialised. */
export type ChatInitReason = 'authentication' | 'icon-click' | 'page-refresh' | 'logout';

export type ChatSession = 'anonymous' | 'authenticated';

export interface ChatInput {
  /** The player is logged in when the page loads. */
  readonly loggedIn: boolean;
}

export interface ChatContext {
  readonly unread: number;
  /** The chat session token of a logged-in player; null while anonymous. */
  readonly token: string | null;
  /** The reason the next bot initialisation will carry. */
  readonly pendingReason: ChatInitReason;
  /** Start-up flag, consumed once: a logged-in page load authorises first. */
  readonly startLoggedIn: boolean;
}

export type ChatEvent =
  | { readonly type: 'chat.icon-click' }
  | { readonly type: 'chat.login' }
  | { readonly type: 'chat.logout' }
  // from the injected bot actor (the provider script's callbacks)
  | { readonly type: 'chat.connected' }
  | { readonly type: 'chat.bot-opened' }
  | { readonly type: 'chat.bot-closed' }
  | { readonly type: 'chat.message-received' }
  // from the bot actor itself: the provider's script did not load, or refused a command
  | { readonly type: 'chat.bot-failed' };

/** Commands the machine sends to the bot actor. */
export type ChatBotCommand =
  | {
      readonly type: 'chat.init-bot';
      readonly reason: ChatInitReason;
      readonly session: ChatSession;
      readonly token: string | null;
      readonly clientType: typeof CHAT_CLIENT_TYPE;
      readonly platform: typeof CHAT_PLATFORM;
      readonly systemId: typeof CHAT_SYSTEM_ID;
    }
  | { readonly type: 'chat.open-bot' };

export type ChatEmitted = SnackbarShowEmitted;

export type ChatDisplay = 'hidden' | 'loading' | 'visible';

export interface ChatView {
  readonly display: ChatDisplay;
  readonly session: ChatSession;
  readonly unread: number;
  /** The badge on the chat icon. */
  readonly showUnreadBadge: boolean;
  readonly iconLoading: boolean;
}
