// The batching stream changes no byte and no order, and lets a batch go exactly when React flushes.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flushBatchedStream } from './flush-batched-stream.server.ts';

const chunk = fc.uint8Array({ minLength: 1, maxLength: 64 });

describe('flushBatchedStream', () => {
  it('passes every byte through in order, however the writes and flushes fall', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ bytes: chunk, flushAfter: fc.boolean() }), { maxLength: 30 }), async (writes) => {
        const stream = flushBatchedStream();
        const output: Buffer[] = [];
        stream.on('data', (data: Buffer) => output.push(data));
        const ended = new Promise((resolve) => stream.on('end', resolve));
        for (const write of writes) {
          stream.write(write.bytes);
          if (write.flushAfter) stream.flush();
        }
        stream.end();
        await ended;
        expect(Buffer.concat(output)).toEqual(Buffer.concat(writes.map((write) => Buffer.from(write.bytes))));
        // One chunk per flush (each follows a write here), and one at the end for what was left.
        const flushes = writes.filter((write) => write.flushAfter).length;
        const leftAtEnd = writes.length > 0 && !writes.at(-1)!.flushAfter ? 1 : 0;
        expect(output.length).toBe(flushes + leftAtEnd);
      }),
    );
  });

  it('holds writes until a flush, then sends them as one chunk', async () => {
    const stream = flushBatchedStream();
    const output: string[] = [];
    stream.on('data', (data: Buffer) => output.push(data.toString()));
    stream.write('<html>');
    stream.write('<head>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(output).toEqual([]);
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(output).toEqual(['<html><head>']);
    stream.write('</html>');
    stream.end();
    await new Promise((resolve) => stream.on('end', resolve));
    expect(output).toEqual(['<html><head>', '</html>']);
  });

  it('sends nothing for a flush without writes', async () => {
    const stream = flushBatchedStream();
    stream.flush();
    stream.end('x');
    const output = await Readable.from(stream).toArray();
    expect(output.map(String)).toEqual(['x']);
  });
});
