// `npm start` in apps/portal: the built portal on PORT (4173), calling the platform at
// PLATFORM_ORIGIN (the demo platform on http://localhost:4174 by default); ROOT_REDIRECT and
// REDIRECT_HOSTS (comma-separated) set the root-path redirect and the redirect allow-list;
// REDIRECT_TO_ACCOUNT=0 turns the operator's redirect-to-account mode off (account-mode.ts).
import { DEFAULT_PLATFORM_ORIGIN } from '../src/platform-origin.ts';
import { routingConfigFromEnv } from '../src/routing/routing-config.ts';
import { redirectToAccountFromEnv } from './account-mode.ts';
import { restartWithMallocTuning } from './malloc-tuning.ts';

// First, before the server's modules load: this may start the program again in place.
restartWithMallocTuning();
const { startPortalServer } = await import('./portal-server.ts');

const DEFAULT_PORT = 4173;

// React and React DOM pick their development builds unless told otherwise: 2–3× slower renders with
// dev-only checks (perf/run-perf.ts measured it). Set before the server build is imported below.
process.env['NODE_ENV'] ||= 'production';

const port = process.env['PORT'] ? Number(process.env['PORT']) : DEFAULT_PORT;
if (!Number.isInteger(port) || port < 0) throw new Error(`PORT is not a port number: ${process.env['PORT']}`);

const server = await startPortalServer({
  port,
  host: process.env['HOST'] || '127.0.0.1',
  platformOrigin: process.env['PLATFORM_ORIGIN'] || DEFAULT_PLATFORM_ORIGIN,
  routing: routingConfigFromEnv(process.env),
  config: { redirectToAccount: redirectToAccountFromEnv(process.env['REDIRECT_TO_ACCOUNT']) },
});
console.log(`Portal listening on ${server.origin}`);

const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
