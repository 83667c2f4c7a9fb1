// The demo platform for a perf run (SEED, SIZE games), letting the portal's origin (PORTAL_ORIGIN, or
// several separated by commas: builds side by side) call it.
// (A test-support file: only tests, benchmarks and this perf run may use the demo platform as a peer.)
import { startDemoPlatform } from '@casino/demo-platform';
import { serveUntilStopped } from './child-process.ts';

const portalOrigins = (process.env['PORTAL_ORIGIN'] ?? '').split(',');
const platform = await startDemoPlatform({
  port: 0,
  seed: Number(process.env['SEED'] ?? 1),
  size: Number(process.env['SIZE'] ?? 2000),
  allowedOrigins: portalOrigins.flatMap((origin) => [origin, origin.replace('127.0.0.1', 'localhost')]),
  loginLimits: false,
});
serveUntilStopped(platform.origin, () => platform.close());
