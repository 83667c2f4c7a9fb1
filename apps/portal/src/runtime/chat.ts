// chat: the provider's bot through its script (commands in, its events back as the machine's), the
// chat token from the gateway, the unread count from the provider. The script is loaded by the
// bot actor itself, under the page's script-URL policy (config.chatScriptUrl, whose origin the
// policy admits), so only a chat that is wanted loads it: the machine runs on demand (the chat
// button's first click, or a player's login for the unread badge). Commands wait for the script in
// their order; a script that does not load, or a command it refuses, is `chat.bot-failed`, which
// the machine shows only while a click waits for the bot. The listener lives as long as the bot actor.
import { fromCallback } from 'xstate';
import { ChatWidget, Gateway } from '@casino/api-clients';
import type { ChatWidgetEvent, PlayTokenResponse } from '@casino/core';
import { chat } from '@casino/machines';
import { clientCall } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';

const REPORT: Readonly<Record<ChatWidgetEvent, chat.ChatEvent>> = {
  connected: { type: 'chat.connected' },
  opened: { type: 'chat.bot-opened' },
  closed: { type: 'chat.bot-closed' },
  message: { type: 'chat.message-received' },
};

// One script per page, whichever machine (a restarted one after logout, say) asks for it. A load
// that failed is forgotten once it has failed, so that the next command tries again.
const scriptLoads = new WeakMap<PortalRuntime, Promise<void>>();

const chatScriptLoaded = (runtime: PortalRuntime): Promise<void> => {
  let load = scriptLoads.get(runtime);
  if (load === undefined) {
    load = runtime.env.loadScript(runtime.config.chatScriptUrl);
    scriptLoads.set(runtime, load);
    load.catch(() => scriptLoads.delete(runtime));
  }
  return load;
};

const commandCall = (command: chat.ChatBotCommand) =>
  command.type === 'chat.init-bot'
    ? ChatWidget.use((widget) =>
        widget.init({
          reason: command.reason,
          session: command.session,
          token: command.token,
          clientType: command.clientType,
          platform: command.platform,
          systemId: command.systemId,
        }),
      )
    : ChatWidget.use((widget) => widget.open());

export const provideChat = (runtime: PortalRuntime) =>
  chat.chatMachine.provide({
    actors: {
      bot: fromCallback<chat.ChatBotCommand>(({ sendBack, receive }) => {
        let stopped = false;
        let unlisten: (() => void) | null = null;
        // Commands run one after another, each once the script is there.
        let queue: Promise<void> = Promise.resolve();
        // An initialisation still waiting for the script is replaced by a later one that follows it
        // directly: the provider has seen neither, and the later says the current session and why.
        // A visitor's first click starts the machine (page refresh) and clicks (icon click) at once:
        // the provider is initialised once, for the click.
        let waitingInit: { superseded: boolean } | null = null;
        const listening = async () => {
          if (unlisten !== null) return;
          unlisten = await runtime.api.run(ChatWidget.use((widget) => widget.listen((event) => stopped || sendBack(REPORT[event]))));
        };
        receive((command) => {
          // Taken now: the commands of one moment share one load (and one failure).
          const loaded = chatScriptLoaded(runtime);
          const entry = { superseded: false };
          if (waitingInit !== null && command.type === 'chat.init-bot') waitingInit.superseded = true;
          waitingInit = command.type === 'chat.init-bot' ? entry : null;
          queue = queue.then(async () => {
            try {
              await loaded;
              if (stopped || entry.superseded) return;
              await listening();
              if (entry.superseded) return;
              if (waitingInit === entry) waitingInit = null;
              await runtime.api.run(commandCall(command));
            } catch (error) {
              if (stopped || entry.superseded) return;
              console.warn('chat: the provider’s script failed', error);
              sendBack({ type: 'chat.bot-failed' });
            }
          });
        });
        return () => {
          stopped = true;
          unlisten?.();
        };
      }),
      fetchChatToken: clientCall<PlayTokenResponse>(runtime, () => Gateway.use((gateway) => gateway.playToken('chat'))),
      fetchUnreadCount: clientCall<number, { token: string }>(runtime, ({ token }) => ChatWidget.use((widget) => widget.unreadCount(token))),
    },
  });
