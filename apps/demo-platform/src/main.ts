// The demo platform on http://localhost:4174 (PORT, HOST, SEED, SIZE, PORTAL_ORIGINS and
// DEMO_TEST_SWITCHES=1 override).
// Rendered images are also cached on disk under the OS temp dir.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoPlatform } from './server.ts';
import { parseOriginList } from './http/cors-policy.ts';

// The portal answers on 4173 and reaches the platform here.
export const DEFAULT_PORT = 4174;

const numberFrom = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`not a whole number: ${value}`);
  return parsed;
};

const platform = await startDemoPlatform({
  port: numberFrom(process.env['PORT']) ?? DEFAULT_PORT,
  host: process.env['HOST'] || '127.0.0.1',
  seed: numberFrom(process.env['SEED']),
  size: numberFrom(process.env['SIZE']),
  // Tiles drawn once survive restarts; the file names change whenever the drawing would.
  assetCacheDir: join(tmpdir(), 'casino-demo-platform-assets'),
  // End-to-end runs that drive this process from outside turn the switches on; `npm start` never does.
  testSwitches: process.env['DEMO_TEST_SWITCHES'] === '1',
  ...(process.env['PORTAL_ORIGINS'] ? { allowedOrigins: parseOriginList(process.env['PORTAL_ORIGINS']) } : {}),
});

const accounts = platform.world.players.map((player) => `${player.username}/${player.password}`).join(', ');
console.log(`Demo platform listening on ${platform.origin}`);
console.log(`Accounts: ${accounts}; preview password: ${platform.world.previewPassword}`);

const stop = () => {
  void platform.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
