// One address floods the live hub with anonymous negotiations (the attack of issue 21's finding 17:
// 5,000 in a few seconds used to fill the hub's table and lock every visitor out for 30 s) while a
// visitor from another address opens the live lobby halfway through. Shared by `npm run load` and the
// hardening test.
import { Agent } from 'node:http';
import { hubHandshakeFrom, negotiateFrom } from '../test/support/address-clients.ts';

export interface FloodOptions {
  readonly negotiations: number;
  /** Requests in flight at once from the flooding address. */
  readonly concurrency: number;
  readonly floodAddress: string;
  readonly visitorAddress: string;
}

export interface FloodResult {
  /** Status of each negotiation, in order. */
  readonly statuses: readonly number[];
  /** The visitor's handshake answer, or what failed. */
  readonly visitor: string;
  readonly visitorMs: number;
  readonly durationMs: number;
}

export const runNegotiationFlood = async (origin: string, options: FloodOptions): Promise<FloodResult> => {
  // Kept-alive connections, as fast as the finding's flood.
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const started = performance.now();
  const statuses: number[] = [];
  let visitor = '';
  let visitorMs = 0;
  try {
    for (let sent = 0; sent < options.negotiations; sent += options.concurrency) {
      const batch = Math.min(options.concurrency, options.negotiations - sent);
      const answers = await Promise.all(Array.from({ length: batch }, () => negotiateFrom(origin, options.floodAddress, agent)));
      statuses.push(...answers.map(({ status }) => status));
      if (visitor === '' && statuses.length >= options.negotiations / 2) {
        const before = performance.now();
        visitor = await hubHandshakeFrom(origin, options.visitorAddress);
        visitorMs = performance.now() - before;
      }
    }
  } finally {
    agent.destroy();
  }
  return { statuses, visitor, visitorMs, durationMs: performance.now() - started };
};
