// Fault switches: per-route latency, error status, raw body or malformed JSON, for tests of the
// clients' timeouts, retries and decoding. Off until a rule is added; one middleware applies them
// before every route, so no route needs to know about them.
import type { MiddlewareHandler } from 'hono';
import type { FaultRule, FaultSwitches } from './types.ts';

/** Paths of the test switches themselves are never faulted, so a test can always clear them. */
export const TEST_SWITCH_PREFIX = '/__test';

/** A body that every JSON parser rejects. */
export const MALFORMED_BODY = '{"malformed": tru';

export const faultMatches = (rule: FaultRule, method: string, path: string): boolean => {
  if (rule.method !== undefined && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
};

export interface FaultStore extends FaultSwitches {
  /** The first live rule for the request, counted as used once (a spent rule is dropped). */
  take(method: string, path: string): FaultRule | undefined;
}

export const createFaultStore = (): FaultStore => {
  // Each entry keeps its remaining uses beside the rule as the caller gave it.
  let entries: { rule: FaultRule; remaining: number }[] = [];
  return {
    add(rule) {
      entries.push({ rule: { ...rule }, remaining: rule.times ?? Number.POSITIVE_INFINITY });
    },
    clear() {
      entries = [];
    },
    list() {
      return entries.map(({ rule }) => ({ ...rule }));
    },
    take(method, path) {
      const entry = entries.find((candidate) => faultMatches(candidate.rule, method, path));
      if (!entry) return undefined;
      entry.remaining -= 1;
      if (entry.remaining <= 0) entries = entries.filter((candidate) => candidate !== entry);
      return entry.rule;
    },
  };
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Applies the first matching rule: waits, then answers for the route or lets the route answer. */
export const faultMiddleware =
  (faults: FaultStore): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.path.startsWith(TEST_SWITCH_PREFIX)) return next();
    const rule = faults.take(c.req.method, c.req.path);
    if (!rule) return next();
    if (rule.latencyMs && rule.latencyMs > 0) await sleep(rule.latencyMs);
    if (rule.malformed) {
      return c.body(MALFORMED_BODY, 200, { 'content-type': 'application/json; charset=utf-8' });
    }
    if (rule.status !== undefined) {
      const body = rule.body ?? `Injected fault: ${rule.status}`;
      return c.body(body, rule.status as 200, { 'content-type': 'text/plain; charset=utf-8' });
    }
    if (rule.body !== undefined) {
      return c.body(rule.body, 200, { 'content-type': 'application/json; charset=utf-8' });
    }
    return next();
  };
