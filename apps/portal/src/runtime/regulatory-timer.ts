// regulatory-timer: the environment's clock ticks with the epoch time at once and then each time the
// machine says the shown second changes; one wait at a time (a new one drops the earlier).
import { fromCallback } from 'xstate';
import { regulatoryTimer } from '@casino/machines';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideRegulatoryTimer = (runtime: PortalRuntime) =>
  regulatoryTimer.regulatoryTimerMachine.provide({
    actors: {
      clock: fromCallback<regulatoryTimer.RegulatoryTimerClockCommand>(({ sendBack, receive }) => {
        const { clock } = runtime.env;
        const tick = () => sendBack({ type: 'regulatory-timer.tick', now: clock.now() });
        let cancel = () => {};
        receive((command) => {
          cancel();
          // The environment's clock repeats; the first beat ends this wait.
          const stop = clock.every(command.ms, () => {
            stop();
            tick();
          });
          cancel = stop;
        });
        tick();
        return () => cancel();
      }),
    },
  });
