// The address a request came from, for per-address limits: the socket's peer. Forwarded-for headers
// are not trusted (anyone can send them); behind a proxy this would read the proxy's own header.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export const clientAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests handed to app.fetch directly (no socket) share one bucket.
    return 'unknown';
  }
};
