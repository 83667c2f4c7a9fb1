// The chat provider's browser script (part 2 §4 chat widget, §7 "chat provider script loaded, with
// an unread-count query") as a typed service, read through an injected lookup like the platform
// script: commands to the bot, its events to one listener, and the unread count, every answer
// decoded; a missing script is 'No script found'.
import { Context, Effect, Layer, Predicate } from 'effect';
import { CHAT_WIDGET_GLOBAL, ErrorKey, type ChatInitRequest, type ChatWidgetApi, type ChatWidgetEvent } from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import type { PlatformScriptError } from '../errors.ts';
import { scriptInvoker } from '../browser-script/script-invoker.ts';
import { ChatUnreadSchema, PlatformAckSchema } from '../schemas/wire.ts';

/** Finds the installed chat script (or nothing). */
export type ChatWidgetLookup = () => unknown;

/** Defaults to the browser global window[CHAT_WIDGET_GLOBAL]. */
export const ChatWidgetGlobal = Context.Reference<ChatWidgetLookup>('@casino/api-clients/ChatWidgetGlobal', {
  defaultValue: () => () => (globalThis as Record<string, unknown>)[CHAT_WIDGET_GLOBAL],
});

const CHAT_EVENTS: ReadonlySet<string> = new Set<ChatWidgetEvent>(['connected', 'opened', 'closed', 'message']);

type Call<A> = Effect.Effect<A, PlatformScriptError>;

export interface ChatWidgetShape {
  readonly init: (request: ChatInitRequest) => Call<void>;
  readonly open: () => Call<void>;
  readonly unreadCount: (token: string) => Call<number>;
  /** Registers the bot's listener (only known events reach it); the effect answers the removal. */
  readonly listen: (listener: (event: ChatWidgetEvent) => void) => Call<() => void>;
}

const make = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const lookup = yield* ChatWidgetGlobal;

  const { methodOf, invoke } = scriptInvoker<ChatWidgetApi>(lookup, config.timeoutMs);

  const init = Effect.fn('ChatWidget.init')(function* (request: ChatInitRequest) {
    yield* invoke(ErrorKey.yellowAiInvalidSession, PlatformAckSchema, 'init', request);
  });

  const open = Effect.fn('ChatWidget.open')(function* () {
    yield* invoke(ErrorKey.yellowAiInvalidSession, PlatformAckSchema, 'open');
  });

  const unreadCount = Effect.fn('ChatWidget.unreadCount')(function* (token: string) {
    const answer = yield* invoke(ErrorKey.yellowAiFailedFetchMessages, ChatUnreadSchema, 'unreadCount', token);
    return answer.count;
  });

  const listen = Effect.fn('ChatWidget.listen')(function* (listener: (event: ChatWidgetEvent) => void) {
    const { run } = yield* methodOf(ErrorKey.yellowAiInvalidSession, 'listen');
    const remove = run((event: unknown) => {
      // The script is someone else's: only the events the portal knows are passed on.
      if (typeof event === 'string' && CHAT_EVENTS.has(event)) listener(event as ChatWidgetEvent);
    });
    return Predicate.isFunction(remove) ? () => void remove() : () => {};
  });

  return { init, open, unreadCount, listen } satisfies ChatWidgetShape;
});

export class ChatWidget extends Context.Service<ChatWidget, ChatWidgetShape>()('@casino/api-clients/ChatWidget') {
  static readonly make: Effect.Effect<ChatWidgetShape, never, ApiConfig> = make;
  static readonly layer: Layer.Layer<ChatWidget, never, ApiConfig> = Layer.effect(ChatWidget, make);
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<ChatWidgetShape>): Layer.Layer<ChatWidget> => Layer.mock(ChatWidget, methods);
}
