// One clock for the model tests and the Storybook playgrounds: XState's SimulatedClock that also
// knows its pending timers. Once it watches an actor system it knows which delayed event each timer
// delivers (an `after` transition's `xstate.after.<delay>.<stateId>`, or an event a machine raised
// to itself with a delay), so a model step that names a delayed event fires exactly that timer.
// For a person at a playground it steps through due timers in order (a 50 ms ticker fires every
// 50 ms, not once at the end), jumps to the next timer, follows real time while running, and tells
// subscribers when anything changed. Its epoch makes clock time 0 a real date for the fakes.
import { SimulatedClock, type ActorSystem, type AnyEventObject, type EventObject } from 'xstate';
import { sameValue } from './same-value.ts';

type AnyActorSystem = ActorSystem<any>;
type ScheduledEvent = ReturnType<AnyActorSystem['getSnapshot']>['_scheduledEvents'][string];

export interface PendingTimer {
  readonly id: number;
  /** Clock time (ms since the clock started) when it fires. */
  readonly dueAt: number;
  readonly timeout: number;
  /** The event XState delivers when the timer fires (known once the clock watches the system). */
  scheduled?: ScheduledEvent;
}

/** Real time is followed in steps of this size while running. */
const REAL_TIME_STEP_MS = 50;
/** A timer that keeps re-arming itself at 0 ms would otherwise never let an advance end. */
const MAX_TIMERS_PER_ADVANCE = 100_000;

export class TestClock extends SimulatedClock {
  /** Epoch ms of clock time 0. */
  readonly epoch: number;
  private readonly pending = new Map<number, PendingTimer & { readonly fn: () => void }>();
  private readonly listeners = new Set<() => void>();
  private system: AnyActorSystem | undefined;
  private runner: ReturnType<typeof setInterval> | null = null;
  private lastRealTime = 0;

  constructor(epoch = 0) {
    super();
    this.epoch = epoch;
  }

  override setTimeout(fn: (...args: any[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.pending.delete(id);
      fn();
      this.notify();
    }, timeout);
    this.pending.set(id, { id, timeout, dueAt: this.now() + timeout, fn });
    this.claimScheduledEvents();
    this.notify();
    return id;
  }

  override clearTimeout(id: number): void {
    this.pending.delete(id);
    super.clearTimeout(id);
    this.notify();
  }

  /** The current clock time as an epoch date. */
  epochNow(): number {
    return this.epoch + this.now();
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

  /** The pending timers, the first due first (then in creation order). */
  pendingTimers(): readonly PendingTimer[] {
    return [...this.pending.values()].map(({ fn: _fn, ...timer }) => timer).sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);
  }

  /** Runs one pending timer now, out of order; time does not move. */
  fire(id: number): void {
    const timer = this.pending.get(id);
    if (!timer) throw new Error(`TestClock: no pending timer ${id}`);
    this.clearTimeout(id);
    timer.fn();
    this.notify();
  }

  /** The pending timer that delivers `event` (an `xstate.after.*` event matches by type). */
  timerOf(event: AnyEventObject): PendingTimer | undefined {
    const matches = (scheduled: EventObject) => (event.type.startsWith('xstate.after.') ? scheduled.type === event.type : sameValue(scheduled, event));
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

  /** Moves time on by `ms`, firing every timer due on the way at its own time. */
  advance(ms: number): void {
    const target = this.now() + Math.max(0, ms);
    for (let fired = 0; fired < MAX_TIMERS_PER_ADVANCE; fired += 1) {
      const next = this.pendingTimers()[0];
      if (!next || next.dueAt > target) break;
      this.set(Math.max(this.now(), next.dueAt));
    }
    if (target > this.now()) this.set(target);
    this.notify();
  }

  /** Jumps to the first pending timer and fires it; answers how far time moved, or null when none. */
  runNextTimer(): number | null {
    const next = this.pendingTimers()[0];
    if (!next) return null;
    const moved = Math.max(0, next.dueAt - this.now());
    this.advance(moved);
    return moved;
  }

  get running(): boolean {
    return this.runner !== null;
  }

  /** Follows real time until paused. */
  run(): void {
    if (this.runner) return;
    this.lastRealTime = performance.now();
    this.runner = setInterval(() => {
      const realNow = performance.now();
      const elapsed = Math.round(realNow - this.lastRealTime);
      this.lastRealTime = realNow;
      if (elapsed > 0) this.advance(elapsed);
    }, REAL_TIME_STEP_MS);
    this.notify();
  }

  pause(): void {
    if (!this.runner) return;
    clearInterval(this.runner);
    this.runner = null;
    this.notify();
  }

  /** Called after every change of time or timers. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
