// modal-stack: the old my-account frame talks through window messages; the machine decides which
// origin and message close it.
import { fromCallback, type EventObject } from 'xstate';
import { modalStack } from '@casino/machines';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideModalStack = (runtime: PortalRuntime) =>
  modalStack.modalStackMachine.provide({
    actors: {
      frameMessages: fromCallback<EventObject, { origin: string }>(({ sendBack }) =>
        runtime.env.events.listen('message', (event) => {
          if (event instanceof MessageEvent) sendBack({ type: 'modal-stack.my-account-message', origin: event.origin, data: event.data });
        }),
      ),
    },
  });
