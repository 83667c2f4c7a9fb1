// `npm start` runs src/main.ts: it listens on PORT (4173 when unset) and says where.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('main.ts', () => {
  it('honours PORT', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], { env: { ...process.env, PORT: String(port), SIZE: '30' }, stdio: ['ignore', 'pipe', 'pipe'] });
    stop = () => child.kill('SIGTERM');
    const origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', (code) => reject(new Error(`main.ts exited with ${code}: ${output}`)));
    });
    expect(origin).toBe(`http://127.0.0.1:${port}`);
    const response = await fetch(`${origin}/builds/latest.json?timestamp=1`);
    expect(response.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
