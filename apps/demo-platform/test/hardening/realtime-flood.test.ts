// Issue 21, finding 17: 5,000 anonymous negotiations from one address filled the hub's connection
// table and locked every visitor out of the live feed for 30 s. Quotas per client address (pending and
// in all, hub and broker alike), negotiations that expire unconnected, and a legitimate client from
// another address connects during the flood. Loopback has a whole /8: 127.0.0.2 is "another address".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { LIMITS } from '../../src/http/limits.ts';
import { runNegotiationFlood } from '../../load/negotiation-flood.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { HANDSHAKE_OK, hubHandshakeFrom, negotiateFrom, openSocketFrom } from '../support/address-clients.ts';

const HOME = '127.0.0.1';
const OTHER_ADDRESS = '127.0.0.2';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a flood of hub negotiations from one address', () => {
  let platform: DemoPlatform;
  beforeAll(async () => {
    // The negotiations' own deadline (LIMITS.negotiationTimeoutMs), as `npm start` has it.
    platform = await startDemoPlatform({ world: miniWorld() });
  });
  afterAll(() => platform.close());

  it('is refused past the per-address quota while a client from another address connects', { timeout: 120_000 }, async () => {
    const flood = await runNegotiationFlood(platform.origin, {
      negotiations: LIMITS.maxConnections,
      concurrency: 100,
      floodAddress: HOME,
      visitorAddress: OTHER_ADDRESS,
    });
    expect(flood.visitor).toBe(HANDSHAKE_OK);
    // The first hundred fill the address's pending quota; the rest of them are refused.
    expect(flood.statuses.slice(0, 100).filter((status) => status === 200)).toHaveLength(LIMITS.pendingConnectionsPerAddress);
    // Later, only as many get in as expired negotiations freed (one quota per deadline passed).
    const deadlinesPassed = Math.floor(flood.durationMs / LIMITS.negotiationTimeoutMs);
    const admitted = flood.statuses.filter((status) => status === 200).length;
    expect(admitted).toBeLessThanOrEqual(LIMITS.pendingConnectionsPerAddress * (1 + deadlinesPassed));
    expect(flood.statuses.filter((status) => status === 429)).toHaveLength(flood.statuses.length - admitted);
  });
});

describe('quotas per address', () => {
  const NEGOTIATION_TIMEOUT_MS = 400;
  let platform: DemoPlatform;
  beforeAll(async () => {
    platform = await startDemoPlatform({ world: miniWorld(), realtime: { negotiationTimeoutMs: NEGOTIATION_TIMEOUT_MS } });
  });
  afterAll(() => platform.close());

  it('forget a negotiation whose client never connects, freeing its slot', async () => {
    const { token } = await negotiateFrom(platform.origin, HOME);
    expect(token).not.toBeNull();
    await sleep(NEGOTIATION_TIMEOUT_MS * 2);
    const late = await openSocketFrom(platform.origin, `/hubs/live?id=${token}`, HOME);
    expect(late.outcome).toBe(404);
    expect(await hubHandshakeFrom(platform.origin, HOME)).toBe(HANDSHAKE_OK);
  });

  it('refuse notification sockets past the pending quota while another address still connects', async () => {
    const sockets = await Promise.all(
      Array.from({ length: LIMITS.pendingConnectionsPerAddress + 5 }, () => openSocketFrom(platform.origin, '/notifications', HOME, ['v12.stomp'])),
    );
    const outcomes = sockets.map(({ outcome }) => outcome);
    expect(outcomes.filter((outcome) => outcome === 'open')).toHaveLength(LIMITS.pendingConnectionsPerAddress);
    expect(outcomes.filter((outcome) => outcome === 429)).toHaveLength(5);
    const other = await openSocketFrom(platform.origin, '/notifications', OTHER_ADDRESS, ['v12.stomp']);
    expect(other.outcome).toBe('open');
    for (const { ws } of [...sockets, other]) ws.terminate();
  });
});
