// The root's own children by system id, typed by the machines the runtime provides, so a relay
// sends each machine only the events it takes. XState's system hands back untyped refs: this is the
// one place that names their types (the on-demand machines' are in on-demand-machines.ts).
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { auth, buildUpdate, locale, snackbar, theme, webMessages } from '@casino/machines';
import { SystemId } from './system-ids.ts';

// By the machines' own types: providing implementations changes no event, context or child type.
export interface RootChildren {
  readonly [SystemId.auth]: ActorRefFrom<typeof auth.authMachine>;
  readonly [SystemId.snackbar]: ActorRefFrom<typeof snackbar.snackbarMachine>;
  readonly [SystemId.theme]: ActorRefFrom<typeof theme.themeMachine>;
  readonly [SystemId.locale]: ActorRefFrom<typeof locale.localeMachine>;
  readonly [SystemId.webMessages]: ActorRefFrom<typeof webMessages.webMessagesMachine>;
  readonly [SystemId.buildUpdate]: ActorRefFrom<typeof buildUpdate.buildUpdateMachine>;
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
