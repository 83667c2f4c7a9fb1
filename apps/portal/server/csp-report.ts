// Where browsers report what the content security policy refused (report-uri and report-to in
// content-security-policy.ts): the portal logs one line per report, so that a script the policy keeps
// out, or a page it breaks, shows in the server's log. Reports come from anyone, so the endpoint
// bounds what it reads (a few KB) and how much it logs (a budget per minute), and answers 204.
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const CSP_REPORT_PATH = '/csp-report';
/** The name of the endpoint in Reporting-Endpoints and the policy's report-to. */
export const CSP_REPORT_GROUP = 'csp';
const MAX_REPORT_BYTES = 16 * 1024;
const LOGGED_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

/** The fields worth a log line, from either report format (report-uri's object, or Reporting API's list). */
const summaries = (body: unknown): string[] => {
  const reports = Array.isArray(body)
    ? body.map((entry: unknown) => (entry as { body?: unknown } | null)?.body)
    : [(body as { 'csp-report'?: unknown } | null)?.['csp-report']];
  return reports.flatMap((report) => {
    if (typeof report !== 'object' || report === null) return [];
    const field = (...names: string[]) => {
      for (const name of names) {
        const value = (report as Record<string, unknown>)[name];
        if (typeof value === 'string') return value.slice(0, 200).replace(/\p{Cc}/gu, ' ');
      }
      return '?';
    };
    return [
      `${field('effective-directive', 'effectiveDirective', 'violated-directive')} blocked ${field('blocked-uri', 'blockedURL')} on ${field('document-uri', 'documentURL')}`,
    ];
  });
};

export const serveCspReports = (app: Hono, { now = Date.now, log = console.warn }: { now?: () => number; log?: (line: string) => void } = {}): void => {
  let windowStart = 0;
  let logged = 0;
  app.post(CSP_REPORT_PATH, bodyLimit({ maxSize: MAX_REPORT_BYTES, onError: (c) => c.body(null, 413) }), async (c) => {
    let body: unknown = null;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.body(null, 400);
    }
    if (now() - windowStart >= MINUTE_MS) {
      windowStart = now();
      logged = 0;
    }
    for (const summary of summaries(body)) {
      if (logged >= LOGGED_PER_MINUTE) break;
      logged += 1;
      log(`csp: ${summary}`);
    }
    return c.body(null, 204);
  });
};
