// The panic button's block ends at the platform, which then reports the self-exclusion on the
// player's overview: the player data reads the overview again, and the reason code it brings sends
// the browser to the responsible-gaming address (through the player-data relay). The panic machine
// runs while a player is logged in (it starts with the login): the relay follows each one.
import { fromCallback, type EventObject } from 'xstate';
import { actorOf } from '../actor-of.ts';
import type { PortalOnDemand } from '../on-demand-machines.ts';
import { SystemId } from '../system-ids.ts';

export const panicRelay = fromCallback<EventObject, { readonly onDemand: PortalOnDemand }>(({ system, input: { onDemand } }) =>
  onDemand.onStart(SystemId.panic, (panic) => {
    let blocked = false;
    const subscription = panic.subscribe((snapshot) => {
      const now = snapshot.matches('blocked');
      if (now && !blocked)
        actorOf(system, SystemId.auth)
          .getSnapshot()
          .children.playerData?.send({ type: 'player-data.refresh', parts: ['overview'] });
      blocked = now;
    });
    return () => subscription.unsubscribe();
  }),
);
