// Finding 5: what an unauthenticated client can make the platform hold is bounded — request bodies,
// WebSocket messages, text waiting for a frame's end, sockets that never identify themselves, and
// the variety (and memory) of rendered image sizes.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_DIMENSIONS, BasePath, ContentApiPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { LIMITS } from '../../src/http/limits.ts';
import { createByteLru } from '../../src/assets/byte-lru.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { hubSocket, sleep, stompSocket } from '../support/raw-sockets.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld(), realtime: { stompConnectTimeoutMs: 200 } });
});
afterAll(() => platform.close());

const closedWithin = <T>(closed: Promise<T>, ms: number) => Promise.race([closed, sleep(ms).then(() => 'still open' as const)]);

describe('request bodies', () => {
  it('over the limit answer 413 and are not kept', async () => {
    const before = platform.requests.count('POST', '/platform/login');
    const response = await fetch(`${platform.origin}/platform/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'x'.repeat(LIMITS.requestBodyBytes) }),
    });
    expect(response.status).toBe(413);
    expect(platform.requests.count('POST', '/platform/login')).toBe(before);
  });
});

describe('notification sockets', () => {
  it('that never CONNECT are closed after the deadline', async () => {
    const socket = await stompSocket(platform.origin);
    expect(await closedWithin(socket.closed, 2000)).not.toBe('still open');
    expect(socket.received.join('')).toContain('No CONNECT in time');
  });

  it('that send text without a frame end are closed once it passes the buffer limit', async () => {
    const socket = await stompSocket(platform.origin);
    const chunk = 'x'.repeat(8 * 1024);
    for (let sent = 0; sent <= LIMITS.socketBufferBytes && socket.ws.readyState === socket.ws.OPEN; sent += chunk.length) socket.send(chunk);
    expect(await closedWithin(socket.closed, 2000)).not.toBe('still open');
  });

  it('that send one message over the size limit are closed (1009)', async () => {
    const socket = await stompSocket(platform.origin);
    socket.send('x'.repeat(LIMITS.socketMessageBytes + 1));
    expect(await closedWithin(socket.closed, 2000)).toEqual({ code: 1009 });
  });
});

describe('hub connections', () => {
  it('that send text without a record separator are closed once it passes the buffer limit', async () => {
    const socket = await hubSocket(platform.origin);
    const chunk = 'x'.repeat(8 * 1024);
    for (let sent = 0; sent <= LIMITS.socketBufferBytes && socket.ws.readyState === socket.ws.OPEN; sent += chunk.length) socket.send(chunk);
    expect(await closedWithin(socket.closed, 2000)).not.toBe('still open');
  });
});

describe('image sizes', () => {
  it('are rounded up to the ladder, so a flood of sizes renders few images', async () => {
    const widths = new Set<number>();
    for (let width = 100; width < 400; width += 3) {
      const response = await fetch(`${platform.origin}${BasePath.contentApi}${ContentApiPath.asset('fallback')}?width=${width}`);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.width).toBeGreaterThanOrEqual(width);
      widths.add(meta.width ?? 0);
    }
    expect([...widths].every((width) => (ASSET_DIMENSIONS as readonly number[]).includes(width))).toBe(true);
    expect(widths.size).toBeLessThanOrEqual(ASSET_DIMENSIONS.filter((size) => size >= 100 && size <= 427).length);
  });

  it('are kept in memory up to a byte budget, least recently used leaving first', async () => {
    const lru = createByteLru(10);
    const buffer = (n: number) => () => Promise.resolve(Buffer.alloc(n));
    await lru.get('a', buffer(4));
    await lru.get('b', buffer(4));
    await lru.get('a', buffer(4)); // a is now the most recent
    await lru.get('c', buffer(4));
    expect(lru.bytes()).toBeLessThanOrEqual(10);
    let remade = 0;
    await lru.get('a', () => ((remade += 1), Promise.resolve(Buffer.alloc(4))));
    await lru.get('b', () => ((remade += 1), Promise.resolve(Buffer.alloc(4))));
    expect(remade).toBe(1); // b left, a stayed
  });
});
