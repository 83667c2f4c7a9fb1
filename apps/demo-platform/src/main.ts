// `npm start`: the demo platform on http://localhost:4173 (PORT, HOST, SEED and SIZE override).
// Rendered images are also cached on disk under the OS temp dir.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoPlatform } from './server.ts';

export const DEFAULT_PORT = 4173;

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
});

const accounts = platform.world.players.map((player) => `${player.username}/${player.password}`).join(', ');
console.log(`Demo platform listening on ${platform.origin}`);
console.log(`Accounts: ${accounts}; preview password: ${platform.world.previewPassword}`);

const stop = () => {
  void platform.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
