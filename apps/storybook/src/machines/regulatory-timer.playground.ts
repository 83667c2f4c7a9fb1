// The regulatory session timer: counts up from the first-login timestamp, hidden while playing for
// real money, reset when the player is gone. Its clock beats once a second on the playground clock
// (the machine's waits until the next shown second are listed as its commands).
import * as regulatoryTimer from '@casino/machines/regulatory-timer';
import { forMachine } from '../playground/machine-description.ts';
import { player } from './demo-scope.ts';

const SECOND_MS = 1000;

export const regulatoryTimerPlayground = forMachine(regulatoryTimer.regulatoryTimerMachine).describe({
  id: 'regulatory-timer',
  title: 'Regulatory timer',
  summary:
    "Log the demo player in (first login 25 minutes before the demo's now) and advance the clock: the elapsed time counts; real-money play hides it; logging out resets it.",
  input: () => ({ nativeView: false }),
  actors: {
    clock: {
      kind: 'callback',
      start: ({ clock, sendBack }) => {
        let timer = 0;
        const tick = () => {
          sendBack({ type: 'regulatory-timer.tick', now: clock.epochNow() });
          timer = clock.setTimeout(tick, SECOND_MS);
        };
        timer = clock.setTimeout(tick, 0);
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
