// At most `concurrent` page renders at once, the others waiting their turn in order. Two cores gain
// nothing from a hundred renders in flight: each holds its loaders' data, its React tree and its
// HTML (over a megabyte of heap), all of them finish late together, and under a 160 MB heap a
// hundred clients ran the portal out of memory. In turn, the same throughput is served with a
// bounded heap and most answers come sooner. Past `queued` waiting requests the portal says it is
// busy (503), so an overload cannot fill its memory with waiting requests either; a request whose
// client left while it waited is never rendered.
import type { MiddlewareHandler } from 'hono';
import { NO_STORE } from './cache-headers.ts';

export interface RenderQueueOptions {
  /** Renders at once. */
  readonly concurrent: number;
  /** Requests waiting at most; past that, `enter` answers null. */
  readonly queued: number;
}

export interface RenderQueue {
  /** Waits for a turn: a release function (call it once the render's body is done), or null when the queue is full. */
  readonly enter: (signal?: AbortSignal) => Promise<(() => void) | null>;
  readonly running: () => number;
  readonly waiting: () => number;
}

export const createRenderQueue = ({ concurrent, queued }: RenderQueueOptions): RenderQueue => {
  if (!(concurrent >= 1) || !(queued >= 0)) throw new Error(`a render queue needs concurrent ≥ 1 and queued ≥ 0, not ${concurrent} and ${queued}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  const turn = () => {
    running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    enter: (signal) => {
      if (signal?.aborted) return Promise.resolve(null);
      if (running < concurrent && waiting.length === 0) return Promise.resolve(turn());
      if (waiting.length >= queued) return Promise.resolve(null);
      return new Promise((resolve) => {
        const start = () => {
          signal?.removeEventListener('abort', leave);
          resolve(turn());
        };
        // A client that leaves gives its place up, and its request is answered without a render.
        const leave = () => {
          const at = waiting.indexOf(start);
          if (at !== -1) waiting.splice(at, 1);
          resolve(null);
        };
        waiting.push(start);
        signal?.addEventListener('abort', leave, { once: true });
      });
    },
    running: () => running,
    waiting: () => waiting.length,
  };
};

/**
 * The body with the turn released once it has been read to the end, failed or been cancelled:
 * a render holds its memory until its last byte has left.
 */
export const releasedAtEnd = (body: ReadableStream<Uint8Array> | null, release: () => void): ReadableStream<Uint8Array> | null => {
  if (body === null) {
    release();
    return null;
  }
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    async cancel(reason) {
      release();
      await reader.cancel(reason);
    },
  });
};

/** What a refused request reads: a short text in its language (src/html/busy-answer.server.ts). */
export interface BusyAnswer {
  readonly locale: string;
  readonly text: string;
}

/** Seconds a refused client is asked to wait (Retry-After). */
export const RETRY_AFTER_SECONDS = 1;

/**
 * The middleware before the render: a turn per request, given back when its body is done. A full
 * queue answers 503 at once, with Retry-After and the words of `busy`, and renders nothing.
 */
export const renderTurns =
  (queue: RenderQueue, busy: (request: Request) => Promise<BusyAnswer>): MiddlewareHandler =>
  async (c, next) => {
    const release = await queue.enter(c.req.raw.signal);
    if (release === null) {
      const { locale, text } = await busy(c.req.raw);
      return c.body(text, 503, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': NO_STORE,
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Language': locale,
      });
    }
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    c.res = new Response(releasedAtEnd(c.res.body, release), c.res);
  };
