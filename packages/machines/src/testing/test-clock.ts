// A SimulatedClock that knows its pending timers and, once it watches an actor system, which
// delayed event each timer delivers (an `after` transition's `xstate.after.<delay>.<stateId>`, or an
// event the machine raised to itself with a delay). A model step that names a delayed event then
// fires exactly that timer, through XState's own scheduler, whatever other timers wait.
import { SimulatedClock, type ActorSystem, type AnyEventObject, type EventObject } from 'xstate';
import { sameValue } from './same-value.ts';

type AnyActorSystem = ActorSystem<any>;
type ScheduledEvent = ReturnType<AnyActorSystem['getSnapshot']>['_scheduledEvents'][string];

export interface PendingTimer {
  readonly id: number;
  readonly timeout: number;
  readonly dueAt: number;
  /** The event XState delivers when the timer fires (known once the clock watches the system). */
  scheduled?: ScheduledEvent;
}

export class TestClock extends SimulatedClock {
  private readonly pending = new Map<number, PendingTimer & { readonly fn: () => void }>();
  private system: AnyActorSystem | undefined;

  override setTimeout(fn: (...args: any[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.pending.delete(id);
      fn();
    }, timeout);
    this.pending.set(id, { id, timeout, dueAt: this.now() + timeout, fn });
    this.claimScheduledEvents();
    return id;
  }

  override clearTimeout(id: number): void {
    this.pending.delete(id);
    super.clearTimeout(id);
  }

  /**
   * Learns which event each timer delivers. XState records a scheduled event just before it asks
   * the clock for its timer, so timers and unclaimed scheduled events pair up in creation order.
   */
  watch(system: AnyActorSystem): void {
    this.system = system;
    this.claimScheduledEvents();
  }

  private claimScheduledEvents(): void {
    if (!this.system) return;
    const claimed = new Set([...this.pending.values()].map((timer) => timer.scheduled));
    const unclaimed = Object.values(this.system.getSnapshot()._scheduledEvents).filter((event) => !claimed.has(event));
    for (const timer of this.pending.values()) {
      if (timer.scheduled) continue;
      const next = unclaimed.shift();
      if (!next) return;
      timer.scheduled = next;
    }
  }

  /** The pending timers, oldest first. */
  pendingTimers(): readonly PendingTimer[] {
    return [...this.pending.values()].map(({ fn: _fn, ...timer }) => timer);
  }

  /** Runs one pending timer now, out of order; time does not move. */
  fire(id: number): void {
    const timer = this.pending.get(id);
    if (!timer) throw new Error(`TestClock: no pending timer ${id}`);
    this.clearTimeout(id);
    timer.fn();
  }

  /** The pending timer that delivers `event` (an `xstate.after.*` event matches by type). */
  timerOf(event: AnyEventObject): PendingTimer | undefined {
    const matches = (scheduled: EventObject) =>
      event.type.startsWith('xstate.after.') ? scheduled.type === event.type : sameValue(scheduled, event);
    return [...this.pending.values()].find((timer) => timer.scheduled && matches(timer.scheduled.event));
  }

  /** Fires the timer of a delayed event, as if its delay had elapsed first. */
  fireScheduled(event: AnyEventObject): void {
    const timer = this.timerOf(event);
    if (!timer) {
      const waiting = [...this.pending.values()].map((t) => t.scheduled?.event.type ?? `${t.timeout} ms`).join(', ') || 'none';
      throw new Error(`TestClock: ${event.type} is not scheduled (pending: ${waiting})`);
    }
    this.fire(timer.id);
  }
}
