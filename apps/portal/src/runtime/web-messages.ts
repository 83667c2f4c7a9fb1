// web-messages: the messaging service's messages for this platform (native, mobile or desktop), the
// dismissals in local storage (decoded when read; the machine forgets those older than 12 hours).
import { Schema } from 'effect';
import { WebMessages, type WebMessageTarget } from '@casino/api-clients';
import { WEB_MESSAGE_DISMISSALS_KEY, type WebMessage } from '@casino/core';
import { webMessages } from '@casino/machines';
import { clientCall } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';
import { readStored, writeStored } from './stored-json.ts';

const Dismissals = Schema.Record(Schema.String, Schema.Number);

const targetOf = (runtime: PortalRuntime): WebMessageTarget => (runtime.page.nativeView ? 'native' : runtime.env.device.isMobile ? 'mobile' : 'desktop');

export const provideWebMessages = (runtime: PortalRuntime) =>
  webMessages.webMessagesMachine.provide({
    actors: {
      fetchWebMessages: clientCall<readonly WebMessage[]>(runtime, () => WebMessages.use((api) => api.webMessages(targetOf(runtime)))),
    },
    actions: {
      saveDismissals: (_, dismissals) => writeStored(runtime.env.localStorage, WEB_MESSAGE_DISMISSALS_KEY, dismissals),
    },
  });

export const webMessagesInput = (runtime: PortalRuntime): webMessages.WebMessagesInput => ({
  enabled: runtime.config.webMessagesEnabled,
  now: runtime.env.clock.now(),
  dismissedAt: readStored(runtime.env.localStorage, WEB_MESSAGE_DISMISSALS_KEY, Dismissals) ?? {},
});
