// The built portal for a perf run, on PORT, calling the platform at PLATFORM_ORIGIN (from BUILD_DIR
// when set: a soak may compare another build; RENDER_QUEUE=<renders at once>,<waiting> tries
// another render queue than the app's).
import { startPortalServer } from '../server/portal-server.ts';
import { serveUntilStopped } from './child-process.ts';

function renderQueueOf(text: string) {
  const [concurrent, queued] = text.split(',').map(Number);
  if (!Number.isInteger(concurrent) || !Number.isInteger(queued)) throw new Error(`RENDER_QUEUE is <renders at once>,<waiting>, not ${text}`);
  return { concurrent: concurrent!, queued: queued! };
}

const portal = await startPortalServer({
  port: Number(process.env['PORT'] ?? 0),
  platformOrigin: process.env['PLATFORM_ORIGIN'] ?? '',
  ...(process.env['BUILD_DIR'] ? { buildDir: process.env['BUILD_DIR'] } : {}),
  ...(process.env['RENDER_QUEUE'] ? { renderQueue: renderQueueOf(process.env['RENDER_QUEUE']) } : {}),
});
serveUntilStopped(portal.origin, () => portal.close());
