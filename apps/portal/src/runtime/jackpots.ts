// jackpots: the content API's jackpots (in the locale the page asks in), one animation clock for
// every ticker, paused while the document is hidden.
import { fromCallback, type EventObject } from 'xstate';
import { ContentApi } from '@casino/api-clients';
import type { Jackpot } from '@casino/core';
import { jackpots } from '@casino/machines';
import { clientCall } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideJackpots = (runtime: PortalRuntime) =>
  jackpots.jackpotsMachine.provide({
    actors: {
      fetchJackpots: clientCall<readonly Jackpot[], { locale: string }>(runtime, () => ContentApi.use((api) => api.jackpots())),
      animationClock: fromCallback<EventObject>(({ sendBack }) => runtime.env.clock.frames((now) => sendBack({ type: 'jackpots.tick', now }))),
      documentVisibility: fromCallback<EventObject>(({ sendBack }) =>
        runtime.env.documentHidden.watch((hidden) => sendBack({ type: 'jackpots.visibility-changed', hidden })),
      ),
    },
  });

export const jackpotsInput = (runtime: PortalRuntime): jackpots.JackpotsInput => ({
  locale: runtime.page.locale(),
  now: runtime.env.clock.now(),
});
