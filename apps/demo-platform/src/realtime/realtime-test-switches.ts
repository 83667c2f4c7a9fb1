// The real-time test switches (mounted under /__test/realtime only on a platform started for tests):
// drop every connection, stop and start the hub or the broker, slow or corrupt frames, and push a
// notification to a player. Bodies are untrusted JSON: anything else than the switch takes is a 400.
import { Hono } from 'hono';
import type { InAppNotification } from '@casino/core';
import { badRequest, isRecord, readJsonBody } from '../http/json-body.ts';
import type { CorruptionKind } from './signalr/hub-server.ts';
import type { TransportName } from './signalr/hub-client.ts';
import type { Realtime } from './index.ts';

interface RealtimeFaults {
  readonly delayMs: number;
  readonly corruptNext: number;
  readonly corruptKind: CorruptionKind;
  readonly refusedTransports: readonly TransportName[];
}

const CORRUPTION_KINDS: readonly string[] = ['payload', 'json'] satisfies CorruptionKind[];
const TRANSPORTS: readonly string[] = ['WebSockets', 'ServerSentEvents', 'LongPolling'] satisfies TransportName[];

const FAULT_FIELDS: readonly string[] = ['delayMs', 'corruptNext', 'corruptKind', 'refusedTransports'] satisfies (keyof RealtimeFaults)[];

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 600_000;

/** The faults of a body, or what is wrong with it. */
export const parseRealtimeFaults = (body: unknown): RealtimeFaults | string => {
  if (!isRecord(body)) return 'the body must be a JSON object';
  const unknown = Object.keys(body).filter((key) => !FAULT_FIELDS.includes(key));
  if (unknown.length > 0) return `unknown fields: ${unknown.join(', ')} (the switch takes ${FAULT_FIELDS.join(', ')})`;
  const { delayMs = 0, corruptNext = 0, corruptKind = 'payload', refusedTransports = [] } = body;
  if (!isCount(delayMs)) return 'delayMs must be a whole number of milliseconds (0–600000)';
  if (!isCount(corruptNext)) return 'corruptNext must be a whole number ≥ 0';
  if (typeof corruptKind !== 'string' || !CORRUPTION_KINDS.includes(corruptKind)) return `corruptKind must be one of ${CORRUPTION_KINDS.join(', ')}`;
  if (!Array.isArray(refusedTransports) || !refusedTransports.every((name) => typeof name === 'string' && TRANSPORTS.includes(name))) {
    return `refusedTransports must list transports among ${TRANSPORTS.join(', ')}`;
  }
  return { delayMs, corruptNext, corruptKind: corruptKind as CorruptionKind, refusedTransports: refusedTransports as TransportName[] };
};

export const parseNotifyRequest = (body: unknown): { username: string; notification: InAppNotification } | string => {
  if (!isRecord(body)) return 'the body must be a JSON object';
  if (typeof body['username'] !== 'string' || body['username'] === '') return 'username must be a non-empty string';
  const notification = body['notification'];
  if (!isRecord(notification) || typeof notification['type'] !== 'string') return 'notification must be an object with a type';
  return { username: body['username'], notification: notification as unknown as InAppNotification };
};

export const realtimeTestSwitches = ({ hub, feed, notifications }: Pick<Realtime, 'hub' | 'feed' | 'notifications'>) => {
  const app = new Hono();
  const done = { ok: true } as const;
  app.get('/tables', (c) => c.json(feed.tables()));
  app.post('/drop', (c) => {
    hub.dropAll();
    notifications.dropAll();
    return c.json(done);
  });
  app.post('/hub/stop', (c) => (hub.stop(), c.json(done)));
  app.post('/hub/start', (c) => (hub.start(), c.json(done)));
  app.post('/notifications/stop', (c) => (notifications.stop(), c.json(done)));
  app.post('/notifications/start', (c) => (notifications.start(), c.json(done)));
  app.post('/faults', async (c) => {
    const faults = parseRealtimeFaults(await readJsonBody(c));
    if (typeof faults === 'string') return badRequest(c, faults);
    hub.faults.delayMs = faults.delayMs;
    hub.faults.corruptNext = faults.corruptNext;
    hub.faults.corruptKind = faults.corruptKind;
    hub.faults.refusedTransports = new Set(faults.refusedTransports);
    notifications.faults.delayMs = faults.delayMs;
    notifications.faults.corruptNext = faults.corruptNext;
    return c.json(done);
  });
  app.post('/notify', async (c) => {
    const request = parseNotifyRequest(await readJsonBody(c));
    if (typeof request === 'string') return badRequest(c, request);
    return c.json({ delivered: notifications.notify(request.username, request.notification) });
  });
  return app;
};
