// The page's own relations: real-money play hides the regulatory timer (part 2 §4), and a language
// switch refetches the jackpots in the new language. All start on demand: the timer (a player's,
// from the login) follows the game session while both run and hears at its start whether real play
// is on (which ends with the session); the jackpots hear a switch while they run and read the page's
// language when they start.
import { fromCallback, type EventObject } from 'xstate';
import { gameSession } from '@casino/machines';
import { actorOf } from '../actor-of.ts';
import type { PortalOnDemand } from '../on-demand-machines.ts';
import { SystemId } from '../system-ids.ts';

export const pageRelay = fromCallback<EventObject, { readonly now: () => number; readonly onDemand: PortalOnDemand }>(({ system, input }) => {
  let playingReal = false;
  const playChanged = (real: boolean) => {
    if (real === playingReal) return;
    playingReal = real;
    input.onDemand.running(SystemId.regulatoryTimer)?.send({ type: 'regulatory-timer.play-changed', playingReal });
  };
  const lateTimer = input.onDemand.onStart(SystemId.regulatoryTimer, (timer) => {
    if (playingReal) timer.send({ type: 'regulatory-timer.play-changed', playingReal });
  });
  const play = input.onDemand.onStart(SystemId.gameSession, (session) => {
    const subscription = session.subscribe((snapshot) => playChanged(gameSession.connect(snapshot).playingReal));
    return () => {
      subscription.unsubscribe();
      playChanged(false);
    };
  });
  const locale = actorOf(system, SystemId.locale).on('locale.changed', ({ locale: next }) =>
    input.onDemand.running(SystemId.jackpots)?.send({ type: 'jackpots.locale-changed', locale: next, now: input.now() }),
  );
  return () => {
    lateTimer();
    play();
    locale.unsubscribe();
  };
});
