// The root's children by system id, typed by the machines the runtime provides, so a relay sends
// each machine only the events it takes. XState's system hands back untyped refs: this is the one
// place that names their types.
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { provideAuth } from '../auth.ts';
import type { provideBonuses } from '../bonuses.ts';
import type { provideChat } from '../chat.ts';
import type { provideFavourites } from '../favourites.ts';
import type { provideGameSession } from '../game-session.ts';
import type { provideJackpots } from '../jackpots.ts';
import type { provideLocale } from '../locale.ts';
import type { provideModalStack } from '../modal-stack.ts';
import type { provideNotifications } from '../notifications.ts';
import type { providePlayerMessages } from '../player-messages.ts';
import type { provideRecommendations } from '../recommendations.ts';
import type { provideRegulatoryTimer } from '../regulatory-timer.ts';
import type { provideTheme } from '../theme.ts';
import type { provideWebMessages } from '../web-messages.ts';
import type { provideBuildUpdate } from '../build-update.ts';
import type { snackbar } from '@casino/machines';
import type { panic } from '@casino/machines';
import { SystemId } from './system-ids.ts';

type RefOf<F extends (...args: never[]) => unknown> = ActorRefFrom<ReturnType<F>>;

export interface RootChildren {
  readonly [SystemId.auth]: RefOf<typeof provideAuth>;
  readonly [SystemId.snackbar]: ActorRefFrom<typeof snackbar.snackbarMachine>;
  readonly [SystemId.favourites]: RefOf<typeof provideFavourites>;
  readonly [SystemId.recommendations]: RefOf<typeof provideRecommendations>;
  readonly [SystemId.bonuses]: RefOf<typeof provideBonuses>;
  readonly [SystemId.regulatoryTimer]: RefOf<typeof provideRegulatoryTimer>;
  readonly [SystemId.panic]: ActorRefFrom<typeof panic.panicMachine>;
  readonly [SystemId.notifications]: RefOf<typeof provideNotifications>;
  readonly [SystemId.chat]: RefOf<typeof provideChat>;
  readonly [SystemId.gameSession]: RefOf<typeof provideGameSession>;
  readonly [SystemId.playerMessages]: RefOf<typeof providePlayerMessages>;
  readonly [SystemId.jackpots]: RefOf<typeof provideJackpots>;
  readonly [SystemId.theme]: RefOf<typeof provideTheme>;
  readonly [SystemId.locale]: RefOf<typeof provideLocale>;
  readonly [SystemId.modalStack]: RefOf<typeof provideModalStack>;
  readonly [SystemId.webMessages]: RefOf<typeof provideWebMessages>;
  readonly [SystemId.buildUpdate]: RefOf<typeof provideBuildUpdate>;
}

export interface ActorLookup {
  readonly get: (systemId: string) => AnyActorRef | undefined;
}

/** The root's child registered under `id`; the root starts every one of them before any relay. */
export const actorOf = <K extends keyof RootChildren>(system: ActorLookup, id: K): RootChildren[K] => {
  const found = system.get(id);
  if (!found) throw new Error(`portal: no ${id} in the actor system`);
  return found as RootChildren[K];
};
