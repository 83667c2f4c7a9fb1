// What the server received, for tests that count retries or check headers and bodies.
import type { MiddlewareHandler } from 'hono';
import { TEST_SWITCH_PREFIX } from './faults.ts';
import type { LoggedRequest, RequestLog } from './types.ts';

export const createRequestLog = (): RequestLog & { record(entry: LoggedRequest): void } => {
  let entries: LoggedRequest[] = [];
  return {
    record(entry) {
      entries.push(entry);
    },
    all() {
      return [...entries];
    },
    count(method, path) {
      const wanted = method.toUpperCase();
      return entries.filter((entry) => entry.method === wanted && entry.path === path).length;
    },
    clear() {
      entries = [];
    },
  };
};

const queryOf = (url: URL): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
};

/** Records every request except the test switches' own, before faults apply (a faulted call still counts). */
export const requestLogMiddleware =
  (log: ReturnType<typeof createRequestLog>): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.path.startsWith(TEST_SWITCH_PREFIX)) return next();
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    // HonoRequest caches the text, so routes can still read the body afterwards.
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text();
    log.record({ method: c.req.method.toUpperCase(), path: c.req.path, query: queryOf(new URL(c.req.url)), headers, body });
    return next();
  };
