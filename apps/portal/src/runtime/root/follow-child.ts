// A nested child (the player data lives inside auth while a player is logged in) comes and goes with
// its parent's state. This attaches to whichever child is current and detaches from the one before.
import type { AnyActorRef, Subscription } from 'xstate';

export const followChild = (parent: AnyActorRef, childId: string, attach: (child: AnyActorRef) => readonly Subscription[]): Subscription => {
  let current: AnyActorRef | undefined;
  let attached: readonly Subscription[] = [];
  const check = (snapshot: { readonly children?: Readonly<Record<string, AnyActorRef | undefined>> }) => {
    const child = snapshot.children?.[childId];
    if (child === current) return;
    for (const subscription of attached) subscription.unsubscribe();
    current = child;
    attached = child ? attach(child) : [];
  };
  check(parent.getSnapshot());
  const subscription = parent.subscribe(check);
  return {
    unsubscribe: () => {
      subscription.unsubscribe();
      for (const detached of attached) detached.unsubscribe();
      attached = [];
    },
  };
};
