// The demo platform for a perf run (SEED, SIZE games), letting the portal's origin (PORTAL_ORIGIN) call it.
// (A test-support file: only tests, benchmarks and this perf run may use the demo platform as a peer.)
import { startDemoPlatform } from '@casino/demo-platform';
import { serveUntilStopped } from './child-process.ts';

const portalOrigin = process.env['PORTAL_ORIGIN'] ?? '';
const platform = await startDemoPlatform({
  port: 0,
  seed: Number(process.env['SEED'] ?? 1),
  size: Number(process.env['SIZE'] ?? 2000),
  allowedOrigins: [portalOrigin, portalOrigin.replace('127.0.0.1', 'localhost')],
  loginLimits: false,
});
serveUntilStopped(platform.origin, () => platform.close());
