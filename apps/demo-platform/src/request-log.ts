// What the server received, for tests that count retries or check headers and bodies. The log is
// bounded (entries and body bytes) and keeps no secret: passwords, tokens, cookie values and
// Authorization are redacted before an entry is stored, so the log is safe to hand to a test runner.
import type { MiddlewareHandler } from 'hono';
import { TEST_SWITCH_PREFIX } from './faults.ts';
import { redactBody, redactHeaders, redactQuery } from './request-redaction.ts';
import type { LoggedRequest, RequestLog } from './types.ts';

export const REQUEST_LOG_LIMITS = {
  /** The oldest entries leave first. */
  entries: 500,
  /** A longer body is kept cut, with a marker of how much was dropped. */
  bodyBytes: 16 * 1024,
  /** Across all kept bodies; the oldest entries leave until the sum fits. */
  totalBodyBytes: 1024 * 1024,
} as const;

const cut = (body: string): string =>
  body.length <= REQUEST_LOG_LIMITS.bodyBytes
    ? body
    : `${body.slice(0, REQUEST_LOG_LIMITS.bodyBytes - 64)}…[${body.length - REQUEST_LOG_LIMITS.bodyBytes + 64} characters dropped]`;

export const createRequestLog = (): RequestLog & { record(entry: LoggedRequest): void } => {
  let entries: LoggedRequest[] = [];
  let bodyBytes = 0;
  const dropOldest = () => {
    const [oldest, ...rest] = entries;
    if (oldest) bodyBytes -= oldest.body.length;
    entries = rest;
  };
  return {
    record(entry) {
      const kept = { ...entry, body: cut(entry.body) };
      entries.push(kept);
      bodyBytes += kept.body.length;
      while (entries.length > REQUEST_LOG_LIMITS.entries || bodyBytes > REQUEST_LOG_LIMITS.totalBodyBytes) dropOldest();
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
      bodyBytes = 0;
    },
  };
};

const queryOf = (url: URL): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
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
    log.record({
      method: c.req.method.toUpperCase(),
      path: c.req.path,
      query: redactQuery(queryOf(new URL(c.req.url))),
      headers: redactHeaders(headers),
      body: redactBody(body, headers['content-type'] ?? ''),
    });
    return next();
  };
