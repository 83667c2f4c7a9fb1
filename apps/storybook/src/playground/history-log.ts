// The playground's history: every transition with the event that caused it, and what the machine did
// on the way out (emitted events, injected actions, calls to its fake actors, commands to its
// listeners). Repeats of one entry (a ticker's ticks) fold into one line with a count.
export type HistoryKind = 'transition' | 'emitted' | 'action' | 'call' | 'command' | 'error';

export interface HistoryEntry {
  readonly seq: number;
  /** Playground clock time in ms. */
  readonly at: number;
  readonly kind: HistoryKind;
  readonly title: string;
  readonly detail?: string;
  /** For transitions: the state before and after, as dotted leaf paths. */
  readonly from?: string;
  readonly to?: string;
  /** How many times in a row this entry happened. */
  readonly repeat: number;
}

export type NewHistoryEntry = Omit<HistoryEntry, 'seq' | 'repeat'>;

/** Older entries are dropped: a running ticker must not grow the page without end. */
const MAX_ENTRIES = 250;

export class HistoryLog {
  private list: HistoryEntry[] = [];
  private nextSeq = 1;

  get entries(): readonly HistoryEntry[] {
    return this.list;
  }

  add(entry: NewHistoryEntry): void {
    const last = this.list.at(-1);
    if (last && last.kind === entry.kind && last.title === entry.title && last.from === entry.from && last.to === entry.to) {
      this.list = [...this.list.slice(0, -1), { ...last, ...entry, seq: last.seq, repeat: last.repeat + 1 }];
      return;
    }
    this.list = [...this.list.slice(-(MAX_ENTRIES - 1)), { ...entry, seq: this.nextSeq, repeat: 1 }];
    this.nextSeq += 1;
  }

  clear(): void {
    this.list = [];
    this.nextSeq = 1;
  }
}
