// A client that leaves while its page is still being sent ends that response, never the server.
import { PassThrough, pipeline, Readable } from 'node:stream';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { responseBody } from './response-body.server.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('responseBody', () => {
  const uncaught: unknown[] = [];
  const hear = (error: unknown) => uncaught.push(error);
  beforeEach(() => {
    uncaught.length = 0;
    process.on('uncaughtException', hear);
  });
  afterEach(() => {
    process.off('uncaughtException', hear);
  });

  it('a client leaving after the render finished, with bytes still unsent, throws nothing', async () => {
    // A page of more than the pump holds (its buffer is the stream's size) and well less than both
    // hold: the render finishes, and part of the page waits in the stream when the client leaves.
    const buffer = new PassThrough().readableHighWaterMark;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: buffer / 2 }), fc.integer({ min: 1, max: 8 }), fc.nat(3), async (extra, pieces, readFirst) => {
        const size = Math.ceil((buffer + extra) / pieces);
        const chunks = Array.from({ length: pieces }, () => Buffer.alloc(size, 60));
        // The render's shape: a pipeline into the page's stream, which is done once the render is.
        const html = new PassThrough();
        const body = responseBody(html);
        await new Promise<void>((resolve) => pipeline(Readable.from(chunks), html, () => resolve()));
        const reader = body.getReader();
        for (let read = 0; read < readFirst; read += 1) await reader.read();
        // With the reason the compression's pipeline gives when the connection closes.
        await reader.cancel(new DOMException('The operation was aborted', 'AbortError'));
        await nextTurn();
        expect(html.destroyed).toBe(true);
        expect(uncaught).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  it('a client reading to the end gets every byte', async () => {
    const html = new PassThrough();
    const body = responseBody(html);
    html.end('<html>page</html>');
    expect(await new Response(body).text()).toBe('<html>page</html>');
  });
});
