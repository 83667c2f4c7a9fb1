// The page's own relations: real-money play hides the regulatory timer (part 2 §4), and a language
// switch refetches the jackpots in the new language.
import { fromCallback, type EventObject } from 'xstate';
import { gameSession } from '@casino/machines';
import { actorOf } from '../actor-of.ts';
import { SystemId } from '../system-ids.ts';

export const pageRelay = fromCallback<EventObject, { readonly now: () => number }>(({ system, input }) => {
  const timer = actorOf(system, SystemId.regulatoryTimer);
  let playingReal = false;
  const play = actorOf(system, SystemId.gameSession).subscribe((snapshot) => {
    const real = gameSession.connect(snapshot).playingReal;
    if (real === playingReal) return;
    playingReal = real;
    timer.send({ type: 'regulatory-timer.play-changed', playingReal });
  });
  const locale = actorOf(system, SystemId.locale).on('locale.changed', ({ locale: next }) =>
    actorOf(system, SystemId.jackpots).send({ type: 'jackpots.locale-changed', locale: next, now: input.now() }),
  );
  return () => {
    play.unsubscribe();
    locale.unsubscribe();
  };
});
