// The regulatory session timer: counts up from the first-login timestamp, hidden while playing for
// real money, reset when the player is gone. Its clock ticks every 50 ms on the playground clock.
import * as regulatoryTimer from '@casino/machines/regulatory-timer';
import { forMachine } from '../playground/machine-description.ts';
import { player } from './demo-scope.ts';

export const regulatoryTimerPlayground = forMachine(regulatoryTimer.regulatoryTimerMachine).describe({
  id: 'regulatory-timer',
  title: 'Regulatory timer',
  summary:
    "Log the demo player in (first login 25 minutes before the demo's now) and advance the clock: the elapsed time counts; real-money play hides it; logging out resets it.",
  input: () => ({ nativeView: false }),
  actors: {
    clock: {
      kind: 'callback',
      start: ({ clock, input, sendBack }) => {
        let timer = 0;
        const tick = () => {
          sendBack({ type: 'regulatory-timer.tick', now: clock.epochNow() });
          timer = clock.setTimeout(tick, input.intervalMs);
        };
        timer = clock.setTimeout(tick, input.intervalMs);
        return () => clock.clearTimeout(timer);
      },
    },
  },
  events: [
    {
      label: 'logged in',
      event: ({ world }) => ({
        type: 'regulatory-timer.user-changed',
        loggedIn: true,
        firstLoginTimestampZoned: player(world).overview.firstLoginTimestampZoned,
      }),
    },
    { label: 'logged out', event: { type: 'regulatory-timer.user-changed', loggedIn: false, firstLoginTimestampZoned: null } },
    { label: 'real money', event: { type: 'regulatory-timer.play-changed', playingReal: true } },
    { label: 'demo', event: { type: 'regulatory-timer.play-changed', playingReal: false } },
  ],
  view: regulatoryTimer.connect,
});
