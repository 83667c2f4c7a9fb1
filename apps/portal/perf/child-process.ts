// The perf run's servers each live in a process of their own (the load generator, Lighthouse and
// the servers must not share an event loop). A child reports its origin once listening and stops
// on 'stop'.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  readonly origin: string;
  readonly stop: () => Promise<void>;
}

export const startServerProcess = async (script: string, env: Record<string, string>): Promise<ServerProcess> => {
  const child: ChildProcess = fork(fileURLToPath(new URL(script, import.meta.url)), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { origin: string }).origin));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
};

/** Called by a child: report the origin, stop when asked. */
export const serveUntilStopped = (origin: string, close: () => Promise<void>): void => {
  process.on('message', (message) => {
    if (message === 'stop') void close().then(() => process.exit(0));
  });
  process.send?.({ origin });
};
