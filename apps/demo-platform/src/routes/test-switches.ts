// The fault switches and the request log over HTTP, for end-to-end tests that drive the server
// from another process: POST /__test/faults (a FaultRule), DELETE /__test/faults, GET /__test/requests.
import { Hono } from 'hono';
import type { FaultRule, FaultSwitches, RequestLog } from '../types.ts';
import { isRecord, readJsonBody } from '../http/json-body.ts';

const OPTIONAL_NUMBERS = ['latencyMs', 'status', 'times'] as const;

/** A FaultRule from untrusted JSON, or an error message. */
export const parseFaultRule = (value: unknown): FaultRule | string => {
  if (!isRecord(value) || typeof value['path'] !== 'string' || !value['path'].startsWith('/')) {
    return 'path must be a pathname starting with /';
  }
  for (const key of OPTIONAL_NUMBERS) {
    const field = value[key];
    if (field !== undefined && (typeof field !== 'number' || !Number.isFinite(field) || field < 0)) return `${key} must be a number ≥ 0`;
  }
  const status = value['status'];
  if (typeof status === 'number' && (status < 200 || status > 599)) return 'status must be 200–599';
  if (value['method'] !== undefined && typeof value['method'] !== 'string') return 'method must be a string';
  if (value['body'] !== undefined && typeof value['body'] !== 'string') return 'body must be a string';
  if (value['malformed'] !== undefined && typeof value['malformed'] !== 'boolean') return 'malformed must be a boolean';
  return value as unknown as FaultRule;
};

export const testSwitchRoutes = (faults: FaultSwitches, requests: RequestLog) => {
  const app = new Hono();
  app.post('/faults', async (c) => {
    const rule = parseFaultRule(await readJsonBody(c));
    if (typeof rule === 'string') return c.json({ message: rule }, 400);
    faults.add(rule);
    return c.json({ faults: faults.list() });
  });
  app.get('/faults', (c) => c.json({ faults: faults.list() }));
  app.delete('/faults', (c) => {
    faults.clear();
    return c.json({ faults: [] });
  });
  app.get('/requests', (c) => c.json({ requests: requests.all() }));
  app.delete('/requests', (c) => {
    requests.clear();
    return c.json({ requests: [] });
  });
  return app;
};
