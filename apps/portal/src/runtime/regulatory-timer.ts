// regulatory-timer: the environment's clock ticks every TIMER_REFRESH_MS with the epoch time.
import { fromCallback, type EventObject } from 'xstate';
import { regulatoryTimer } from '@casino/machines';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideRegulatoryTimer = (runtime: PortalRuntime) =>
  regulatoryTimer.regulatoryTimerMachine.provide({
    actors: {
      clock: fromCallback<EventObject, regulatoryTimer.RegulatoryTimerClockInput>(({ input, sendBack }) =>
        runtime.env.clock.every(input.intervalMs, () => sendBack({ type: 'regulatory-timer.tick', now: runtime.env.clock.now() })),
      ),
    },
  });
