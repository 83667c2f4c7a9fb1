// A machine's view model for React: the actor's snapshot through its `connect`, recomputed only
// when the snapshot changes (useSyncExternalStore needs the same object for the same snapshot).
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export const useActorView = <A extends AnyActorRef, V>(actor: A | null, connect: (snapshot: SnapshotFrom<A>) => V, fallback: V): V => {
  const last = useRef<{ snapshot: unknown; view: V } | null>(null);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (actor === null) return () => {};
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => {
    if (actor === null) return fallback;
    const snapshot = actor.getSnapshot();
    if (last.current === null || last.current.snapshot !== snapshot) last.current = { snapshot, view: connect(snapshot) };
    return last.current.view;
  };
  return useSyncExternalStore(subscribe, read, () => fallback);
};
