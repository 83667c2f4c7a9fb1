// Failed attempts per key (an account name, an address) with an exponential back-off: the first
// `freeFailures` failures cost nothing, each further one locks the key for twice as long as the last
// (from `baseDelayMs` up to `maxDelayMs`). A quiet `windowMs` forgets the key. Successes clear it.
// The table is bounded to `maxKeys`. To make room, the key failed least recently whose lock has ended
// is forgotten first; a live lock is never dropped (a flood of junk keys would otherwise reset the
// lock of the account under attack). While the table is full of live locks, a key it does not hold
// is refused until the first lock ends.

export interface AttemptLimits {
  readonly freeFailures: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly windowMs: number;
  readonly maxKeys: number;
}

export type AttemptVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

export interface AttemptLimiter {
  check(key: string): AttemptVerdict;
  fail(key: string): void;
  succeed(key: string): void;
}

interface Record_ {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export const lockDelay = (limits: AttemptLimits, failures: number): number => {
  const over = failures - limits.freeFailures;
  if (over <= 0) return 0;
  // 2 ** over overflows to Infinity long before the cap matters; min() keeps it finite.
  return Math.min(limits.maxDelayMs, limits.baseDelayMs * 2 ** Math.min(over - 1, 40));
};

export const createAttemptLimiter = (limits: AttemptLimits, clock: () => number): AttemptLimiter => {
  // A Map keeps insertion order: re-inserting on each failure makes the first key the stalest.
  const records = new Map<string, Record_>();
  const live = (key: string): Record_ | undefined => {
    const record = records.get(key);
    if (record && clock() - record.lastFailureAt >= Math.max(limits.windowMs, record.lockedUntil - record.lastFailureAt)) {
      records.delete(key);
      return undefined;
    }
    return record;
  };
  /** The stalest key whose lock has ended (Map order: least recently failed first), or undefined. */
  const unlocked = (now: number): string | undefined => {
    for (const [key, record] of records) if (record.lockedUntil <= now) return key;
    return undefined;
  };
  /** When the first of the table's live locks ends, if the table is full of them; else 0. */
  const fullUntil = (now: number): number => {
    if (records.size < limits.maxKeys || unlocked(now) !== undefined) return 0;
    let first = Infinity;
    for (const record of records.values()) first = Math.min(first, record.lockedUntil);
    return first;
  };
  return {
    check(key) {
      const now = clock();
      const record = live(key);
      const wait = record ? record.lockedUntil - now : fullUntil(now) - now;
      return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
    },
    fail(key) {
      const now = clock();
      const known = live(key);
      if (known === undefined && records.size >= limits.maxKeys) {
        const room = unlocked(now);
        // Full of live locks: the key is not tracked, and check() refuses it until a lock ends.
        if (room === undefined) return;
        records.delete(room);
      }
      const record = known ?? { failures: 0, lastFailureAt: now, lockedUntil: 0 };
      record.failures += 1;
      record.lastFailureAt = now;
      record.lockedUntil = now + lockDelay(limits, record.failures);
      records.delete(key);
      records.set(key, record);
    },
    succeed(key) {
      records.delete(key);
    },
  };
};
