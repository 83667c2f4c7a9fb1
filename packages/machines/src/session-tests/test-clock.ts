// A SimulatedClock that also tells which timers are pending, so that a test can fire exactly the
// delayed transition a model path takes (the timer of that length that is due first).
import { SimulatedClock } from 'xstate';

interface PendingTimer {
  readonly id: number;
  readonly dueAt: number;
  readonly timeout: number;
}

export class TestClock extends SimulatedClock {
  readonly pending = new Map<number, PendingTimer>();

  override setTimeout(fn: (...args: any[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.pending.delete(id);
      fn();
    }, timeout);
    this.pending.set(id, { id, dueAt: this.now() + timeout, timeout });
    return id;
  }

  override clearTimeout(id: number): void {
    this.pending.delete(id);
    super.clearTimeout(id);
  }

  /** Moves time to when the first pending timer of this length is due; throws when there is none. */
  fireTimerOf(timeout: number): void {
    const due = [...this.pending.values()].filter((timer) => timer.timeout === timeout).sort((a, b) => a.dueAt - b.dueAt)[0];
    if (!due) throw new Error(`no pending timer of ${timeout} ms (pending: ${[...this.pending.values()].map((t) => t.timeout).join(', ') || 'none'})`);
    this.set(due.dueAt);
  }
}
