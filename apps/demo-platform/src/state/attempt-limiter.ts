// Failed attempts per key (an account name, an address) with an exponential back-off: the first
// `freeFailures` failures cost nothing, each further one locks the key for twice as long as the last
// (from `baseDelayMs` up to `maxDelayMs`). A quiet `windowMs` forgets the key. Successes clear it.
// The table is bounded: past `maxKeys` the key failed least recently is forgotten first.

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
  return {
    check(key) {
      const record = live(key);
      const wait = record ? record.lockedUntil - clock() : 0;
      return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
    },
    fail(key) {
      const now = clock();
      const record = live(key) ?? { failures: 0, lastFailureAt: now, lockedUntil: 0 };
      record.failures += 1;
      record.lastFailureAt = now;
      record.lockedUntil = now + lockDelay(limits, record.failures);
      records.delete(key);
      records.set(key, record);
      while (records.size > limits.maxKeys) {
        const stalest = records.keys().next().value;
        if (stalest === undefined) break;
        records.delete(stalest);
      }
    },
    succeed(key) {
      records.delete(key);
    },
  };
};
