// A machine's view model that React renders in a transition (startTransition), for a part whose
// every snapshot change is costly to render and not what the visitor is waiting on at that instant
// (the search panel's 40 results while the input already shows each keystroke; the header and the
// player's parts of the page as a session starts). useActorView's
// useSyncExternalStore renders a change at once, in the task that sent the event (on a slow phone
// about as long as the search itself); a transition renders it in short slices that a keystroke
// interrupts, and a newer snapshot replaces an unfinished one. The view may thus lag the machine by
// a render: the component must not treat it as the source of what is typed (SearchDialog does not).
import { startTransition, useEffect, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

interface Shown<A, V> {
  readonly actor: A | null;
  readonly snapshot: unknown;
  readonly view: V;
}

export const useActorViewInTransition = <A extends AnyActorRef, V>(actor: A | null, connect: (snapshot: SnapshotFrom<A>) => V, fallback: V): V => {
  const viewOf = (of: A | null): Shown<A, V> => {
    const snapshot = of?.getSnapshot();
    return { actor: of, snapshot, view: of === null ? fallback : connect(snapshot) };
  };
  const [shown, setShown] = useState(() => viewOf(actor));
  // Another actor (or none): its view at once, in this render.
  if (shown.actor !== actor) setShown(viewOf(actor));
  useEffect(() => {
    if (actor === null) return;
    let last = shown.snapshot;
    const follow = (snapshot: SnapshotFrom<A>) => {
      if (snapshot === last) return;
      last = snapshot;
      const view = connect(snapshot);
      // A snapshot whose view is the same (the session's status through a login's steps) draws nothing.
      startTransition(() => setShown((current) => (current.actor === actor && Object.is(current.view, view) ? current : { actor, snapshot, view })));
    };
    const subscription = actor.subscribe(follow);
    // A snapshot that came between the render and the subscription.
    follow(actor.getSnapshot());
    return () => subscription.unsubscribe();
    // The subscription follows the actor from the snapshot it was rendered with; connect is a module's function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  return shown.actor === actor ? shown.view : viewOf(actor).view;
};
