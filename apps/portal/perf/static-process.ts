// The throughput baseline: the same HTML bytes as a file, served by Hono's static middleware with
// the portal's own compression (what a competent static setup would do), from STATIC_DIR.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compression } from '../server/compression.ts';
import { serveUntilStopped } from './child-process.ts';

const app = new Hono();
app.use(compression());
app.use('*', serveStatic({ root: process.env['STATIC_DIR'] ?? '.' }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  const { port } = server.address() as AddressInfo;
  serveUntilStopped(`http://127.0.0.1:${port}`, () => new Promise<void>((resolve) => server.close(() => resolve())));
});
