// A short real-time soak (the long one is `npm run load`): clients connect, subscribe and drop, some
// abruptly, for a few seconds; afterwards the server holds no client, no subscriber, no socket and
// no timer and no socket more than before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { runSoak } from '../../load/soak.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { sleep } from '../support/raw-sockets.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld(), loginLimits: false });
});
afterAll(() => platform.close());

const resources = () => {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
};

describe('real-time soak', () => {
  it('leaves no client, subscriber, socket or timer behind', { timeout: 30_000 }, async () => {
    await sleep(100);
    const before = resources();
    let seed = 3;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const result = await runSoak(platform.origin, { clients: 20, durationMs: 3000, random });
    expect(result.errors).toBe(0);
    expect(result.cycles).toBeGreaterThan(20);
    // The HTTP keep-alive connections of the logins and negotiations are idle, not leaked: close them.
    platform.server.closeIdleConnections();
    await sleep(500);
    expect(platform.realtime.hub.clients()).toHaveLength(0);
    expect(platform.realtime.notifications.subscribers()).toHaveLength(0);
    const after = resources();
    expect(after['Timeout'] ?? 0).toBeLessThanOrEqual(before['Timeout'] ?? 0);
    expect(after['TCPSocketWrap'] ?? 0).toBeLessThanOrEqual(before['TCPSocketWrap'] ?? 0);
  });
});
