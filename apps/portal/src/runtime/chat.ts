// chat: the provider's bot through its script (commands in, its events back as the machine's), the
// chat token from the gateway, the unread count from the provider. The listener lives as long as
// the machine's bot actor.
import { Effect } from 'effect';
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

export const provideChat = (runtime: PortalRuntime) =>
  chat.chatMachine.provide({
    actors: {
      bot: fromCallback<chat.ChatBotCommand>(({ sendBack, receive }) => {
        let stopped = false;
        let unlisten = () => {};
        void runtime.api
          .run(ChatWidget.use((widget) => widget.listen((event) => sendBack(REPORT[event]))))
          .then((remove) => (stopped ? remove() : (unlisten = remove)))
          // Without the provider's script the widget stays anonymous and hidden; nothing to report.
          .catch(() => {});
        receive((command) => {
          const call =
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
          // A command the script refuses shows nothing: the bot simply does not answer.
          void runtime.api.run(Effect.ignore(call));
        });
        return () => {
          stopped = true;
          unlisten();
        };
      }),
      fetchChatToken: clientCall<PlayTokenResponse>(runtime, () => Gateway.use((gateway) => gateway.playToken('chat'))),
      fetchUnreadCount: clientCall<number, { token: string }>(runtime, ({ token }) => ChatWidget.use((widget) => widget.unreadCount(token))),
    },
  });
