// The clock every playground machine runs on. XState's SimulatedClock only moves when told to; this
// one also knows which timers are pending (so the panel can list them and "run next timer" can jump to
// the first), steps through due timers in order when advancing (a repeating 50 ms ticker fires every
// 50 ms, not once at the end), and can follow real time when the viewer presses Run.
import { SimulatedClock } from 'xstate';

export interface PendingTimer {
  readonly id: number;
  /** Clock time (ms since the session started) when it fires. */
  readonly dueAt: number;
  readonly timeout: number;
}

/** Real time is followed in steps of this size while running. */
const REAL_TIME_STEP_MS = 50;
/** A timer that keeps re-arming itself at 0 ms would otherwise hang the page. */
const MAX_TIMERS_PER_ADVANCE = 100_000;

export class PlaygroundClock extends SimulatedClock {
  /** Epoch ms of clock time 0: what actors that read "the time" answer, plus now(). */
  readonly epoch: number;
  private readonly pending = new Map<number, PendingTimer>();
  private readonly listeners = new Set<() => void>();
  private runner: ReturnType<typeof setInterval> | null = null;
  private lastRealTime = 0;

  constructor(epoch: number) {
    super();
    this.epoch = epoch;
  }

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.pending.delete(id);
      fn();
      this.notify();
    }, timeout);
    this.pending.set(id, { id, dueAt: this.now() + timeout, timeout });
    this.notify();
    return id;
  }

  override clearTimeout(id: number): void {
    this.pending.delete(id);
    super.clearTimeout(id);
    this.notify();
  }

  epochNow(): number {
    return this.epoch + this.now();
  }

  /** Pending timers, the first due first. */
  timers(): readonly PendingTimer[] {
    return [...this.pending.values()].sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);
  }

  /** Moves time on by `ms`, firing every timer due on the way at its own time. */
  advance(ms: number): void {
    const target = this.now() + Math.max(0, ms);
    for (let fired = 0; fired < MAX_TIMERS_PER_ADVANCE; fired += 1) {
      const next = this.timers()[0];
      if (!next || next.dueAt > target) break;
      this.set(Math.max(this.now(), next.dueAt));
    }
    if (target > this.now()) this.set(target);
    this.notify();
  }

  /** Jumps to the first pending timer and fires it; answers how far time moved, or null when none. */
  runNextTimer(): number | null {
    const next = this.timers()[0];
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

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
