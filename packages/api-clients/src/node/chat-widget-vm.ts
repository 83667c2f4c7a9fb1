// The demo chat provider's real browser script in a vm (see script-vm.ts).
import { CHAT_WIDGET_GLOBAL, CHAT_WIDGET_SCRIPT_PATH } from '@casino/core';
import type { ChatWidgetLookup } from '../chat-widget/chat-widget.ts';
import { loadScriptInVm } from './script-vm.ts';

export const loadChatWidget = (origin: string, fetch: typeof globalThis.fetch): Promise<ChatWidgetLookup> =>
  loadScriptInVm({ url: origin + CHAT_WIDGET_SCRIPT_PATH, globalName: CHAT_WIDGET_GLOBAL, base: { name: '__casinoChatBase', value: `${origin}/chat` } }, fetch);
