// `npm start`: builds the mini-frontends and the portal, then runs the demo platform on 4174 and the portal on 4173
// (PORT overrides it) calling that platform. Each server runs in its own process group, so that a
// signal reaches the server itself and not only a wrapper; SIGINT and SIGTERM are passed on to
// both, and when one stops the other is stopped too.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const platformPort = process.env['PLATFORM_PORT'] || '4174';
const portalPort = process.env['PORT'] || '4173';
const platformOrigin = `http://localhost:${platformPort}`;

// The mini-frontends (the login dialog …) first: the demo platform serves their builds (under a second).
for (const script of ['build:mini-frontends', 'build']) {
  const build = spawnSync('npm', ['run', script, ...(script === 'build' ? ['--workspace', '@casino/portal'] : [])], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const start = (script: string, env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit', detached: true });

const children = [
  // The browser calls the platform from the portal's origin (localhost and 127.0.0.1 differ).
  start('apps/demo-platform/src/main.ts', {
    PORT: platformPort,
    PORTAL_ORIGINS: `http://localhost:${portalPort},http://127.0.0.1:${portalPort}`,
  }),
  start('apps/portal/server/main.ts', { PORT: portalPort, PLATFORM_ORIGIN: platformOrigin }),
];

const signalAll = (signal: NodeJS.Signals) => {
  for (const child of children) {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  }
};

let exitCode = 0;
for (const child of children) {
  child.once('exit', (code) => {
    if (code !== null && code !== 0) exitCode = code;
    signalAll('SIGTERM');
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => signalAll(signal));
