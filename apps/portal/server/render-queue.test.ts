// The render queue: never more renders at once than allowed, turns given in arrival order, a full
// queue answered at once, a departed client's place given up, and a turn held until the body is
// done (read to the end, failed or cancelled), given back once only.
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createRenderQueue, releasedAtEnd, renderTurns, RETRY_AFTER_SECONDS } from './render-queue.ts';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createRenderQueue', () => {
  it('runs at most `concurrent` at once and gives turns in arrival order, whatever the order of releases', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        async (concurrent, requests, picks) => {
          const queue = createRenderQueue({ concurrent, queued: requests });
          const started: number[] = [];
          const releases = new Map<number, () => void>();
          let most = 0;
          const entered = Array.from({ length: requests }, (_, index) =>
            queue.enter().then((release) => {
              expect(release).not.toBeNull();
              started.push(index);
              releases.set(index, release!);
              most = Math.max(most, queue.running());
            }),
          );
          for (let step = 0; started.length < requests || releases.size > 0; step += 1) {
            await settle();
            const running = [...releases.keys()];
            if (running.length === 0) continue;
            const index = running[(picks[step % picks.length] ?? 0) % running.length]!;
            releases.get(index)!();
            releases.delete(index);
          }
          await Promise.all(entered);
          expect(most).toBeLessThanOrEqual(concurrent);
          expect(started).toEqual(Array.from({ length: requests }, (_, index) => index));
          expect(queue.running()).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers null at once when the queue is full, and again takes requests once there is room', async () => {
    const queue = createRenderQueue({ concurrent: 1, queued: 1 });
    const first = await queue.enter();
    const second = queue.enter();
    expect(await queue.enter()).toBeNull();
    first!();
    const release = await second;
    expect(release).not.toBeNull();
    expect(queue.waiting()).toBe(0);
  });

  it('gives up the place of a request whose client left, and never starts it', async () => {
    const queue = createRenderQueue({ concurrent: 1, queued: 5 });
    const first = await queue.enter();
    const leaving = new AbortController();
    const left = queue.enter(leaving.signal);
    const stays = queue.enter();
    expect(queue.waiting()).toBe(2);
    leaving.abort();
    expect(await left).toBeNull();
    expect(queue.waiting()).toBe(1);
    first!();
    expect(await stays).not.toBeNull();
    expect(queue.running()).toBe(1);
    expect(await queue.enter(AbortSignal.abort())).toBeNull();
  });

  it('counts a turn given back twice once', async () => {
    const queue = createRenderQueue({ concurrent: 2, queued: 0 });
    const release = await queue.enter();
    await queue.enter();
    release!();
    release!();
    expect(queue.running()).toBe(1);
  });
});

describe('releasedAtEnd', () => {
  const body = (chunks: string[]) => new Response(chunks.join('')).body!;

  it('holds the turn until the last byte has been read, passing the bytes unchanged', async () => {
    let released = 0;
    const stream = releasedAtEnd(body(['<html>', '</html>']), () => (released += 1))!;
    const reader = stream.getReader();
    const first = await reader.read();
    expect(released).toBe(0);
    let text = new TextDecoder().decode(first.value);
    for (let next = await reader.read(); !next.done; next = await reader.read()) text += new TextDecoder().decode(next.value);
    expect(text).toBe('<html></html>');
    expect(released).toBe(1);
  });

  it('gives the turn back when the body is cancelled or fails', async () => {
    let released = 0;
    await releasedAtEnd(body(['x']), () => (released += 1))!.cancel();
    expect(released).toBe(1);
    const failing = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error('render failed')) });
    await expect(new Response(releasedAtEnd(failing, () => (released += 1))).text()).rejects.toThrow('render failed');
    expect(released).toBe(2);
    expect(releasedAtEnd(null, () => (released += 1))).toBeNull();
    expect(released).toBe(3);
  });
});

describe('renderTurns', () => {
  const busy = async (request: Request) => ({
    locale: new URL(request.url).pathname.startsWith('/en') ? 'en' : 'cs',
    text: `busy at ${new URL(request.url).pathname}`,
  });

  it('answers 503 with Retry-After, no-store and the words of a busy site when the queue is full, renders nothing then, and renders again once a body is done', async () => {
    const queue = createRenderQueue({ concurrent: 1, queued: 0 });
    const app = new Hono();
    let renders = 0;
    app.use('*', renderTurns(queue, busy));
    app.get('*', (c) => {
      renders += 1;
      return c.text('page');
    });
    const held = await app.request('/');
    const refused = await app.request('/en/jackpots');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(refused.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(refused.headers.get('Content-Language')).toBe('en');
    expect(await refused.text()).toBe('busy at /en/jackpots');
    expect(renders).toBe(1);
    expect(await held.text()).toBe('page');
    expect(queue.running()).toBe(0);
    expect(await (await app.request('/')).text()).toBe('page');
    expect(renders).toBe(2);
  });
});
