// The perf run's servers each live in a process of their own (the load generator, Lighthouse and
// the servers must not share an event loop). A child reports its origin once listening and stops
// on 'stop'; asked 'memory', it answers with its memory use (the soak's figures).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  readonly origin: string;
  readonly pid: number;
  readonly stop: () => Promise<void>;
  /** The child's memory, after a full collection when it runs with --expose-gc; null once it has exited. */
  readonly memory: () => Promise<ServerMemory | null>;
  /** How the child ended ('exit code 134', 'signal SIGABRT'), or null while it runs. */
  readonly ended: () => string | null;
}

export interface ServerMemory {
  readonly rss: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly external: number;
  readonly arrayBuffers: number;
}

const MEMORY_ANSWER_MS = 10_000;

export const startServerProcess = async (script: string, env: Record<string, string>, execArgv: readonly string[] = []): Promise<ServerProcess> => {
  const child: ChildProcess = fork(fileURLToPath(new URL(script, import.meta.url)), {
    env: { ...process.env, ...env },
    execArgv: [...process.execArgv, ...execArgv],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { origin: string }).origin));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
  return {
    origin,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null || !child.connected) return resolve();
        child.once('exit', () => resolve());
        child.send('stop');
      }),
    memory: () =>
      new Promise<ServerMemory | null>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null || !child.connected) return resolve(null);
        const timer = setTimeout(() => done(null), MEMORY_ANSWER_MS);
        const onMessage = (message: unknown) => {
          if (typeof message === 'object' && message !== null && 'memory' in message) done((message as { memory: ServerMemory }).memory);
        };
        const done = (memory: ServerMemory | null) => {
          clearTimeout(timer);
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve(memory);
        };
        const onExit = () => done(null);
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send('memory');
      }),
    ended: () => (child.exitCode !== null ? `exit code ${child.exitCode}` : child.signalCode !== null ? `signal ${child.signalCode}` : null),
  };
};

/** Called by a child: report the origin, stop when asked, report its memory when asked. */
export const serveUntilStopped = (origin: string, close: () => Promise<void>): void => {
  process.on('message', (message) => {
    if (message === 'stop') void close().then(() => process.exit(0));
    if (message === 'memory') {
      // What is still held, not what a collection would free: when allowed, first the full,
      // compacting collection V8 makes before it would run out, which also hands back the heap's
      // free pages (a plain gc() left up to 100 MB of them committed, which swung RSS by a third
      // from one round to the next).
      (globalThis as { gc?: (options: object) => void }).gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      process.send?.({ memory: { rss, heapUsed, heapTotal, external, arrayBuffers } });
    }
  });
  process.send?.({ origin });
};
