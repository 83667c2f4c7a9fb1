// fast-check command sequences against the real client and the real demo hub: start, stop, drop,
// message and malformed message, checked after each command against a simple model of the
// connection (connected or not). Whatever the sequence, a connected client ends with the server's
// tables, skipped malformed messages are all reported, and nothing is left unhandled.
import fc from 'fast-check';
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StandaloneRealtime } from '@casino/demo-platform/realtime';
import { FeedProbe, converges, eventually, startHub, watchUnhandled } from './support.ts';

interface Model {
  connected: boolean;
  malformed: number;
}
interface Real {
  probe: FeedProbe;
}

const unhandled = watchUnhandled();
let hub: StandaloneRealtime;
let commandsRun = 0;

beforeAll(async () => {
  // Updates only when a command asks for one, so the model knows what was sent.
  hub = await startHub({ updateIntervalMs: 60_000 });
  hub.realtime.feed.stop();
});
afterAll(async () => {
  await hub.close();
  unhandled.stop();
  expect(unhandled.seen).toEqual([]);
});

const settled = (probe: FeedProbe, connected: boolean) =>
  eventually(() => (probe.client.state === HubConnectionState.Connected) === connected && (!connected || probe.tables.length > 0), 3000);

class Start implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => !m.connected;
  async run(m: Model, r: Real) {
    commandsRun += 1;
    r.probe.tables = [];
    await r.probe.client.start();
    m.connected = true;
    expect(await settled(r.probe, true)).toBe(true);
  }
  toString = () => 'start';
}
class Stop implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.connected;
  async run(m: Model, r: Real) {
    await r.probe.client.stop();
    m.connected = false;
    expect(r.probe.client.state).toBe(HubConnectionState.Disconnected);
  }
  toString = () => 'stop';
}
class Drop implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.connected;
  async run(_: Model, r: Real) {
    const reconnects = r.probe.count('reconnected');
    hub.realtime.hub.dropAll();
    expect(await eventually(() => r.probe.count('reconnected') === reconnects + 1 && r.probe.client.state === HubConnectionState.Connected, 3000)).toBe(true);
  }
  toString = () => 'drop';
}
class Message implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    hub.realtime.feed.tick();
    if (m.connected) expect(await converges(hub, r.probe, 2000)).toBe(true);
  }
  toString = () => 'message';
}
class Malformed implements fc.AsyncCommand<Model, Real> {
  readonly kind: 'payload' | 'json';
  constructor(kind: 'payload' | 'json') {
    this.kind = kind;
  }
  check = (m: Readonly<Model>) => m.connected;
  async run(m: Model, r: Real) {
    hub.realtime.hub.faults.corruptKind = this.kind;
    hub.realtime.hub.faults.corruptNext = 1;
    hub.realtime.feed.tick();
    m.malformed += 1;
    expect(await eventually(() => r.probe.count('invalidPayload') === m.malformed, 2000)).toBe(true);
    expect(r.probe.client.state).toBe(HubConnectionState.Connected);
  }
  toString = () => `malformed(${this.kind})`;
}

it('keeps to the model for any sequence of start, stop, drop, message and malformed message', async () => {
  const commands = [
    fc.constant(new Start()),
    fc.constant(new Stop()),
    fc.constant(new Drop()),
    fc.constant(new Message()),
    fc.constantFrom(new Malformed('payload'), new Malformed('json')),
  ];
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (sequence) => {
      const probe = new FeedProbe({ url: `${hub.origin}/hubs/live` });
      try {
        await fc.asyncModelRun(() => ({ model: { connected: false, malformed: 0 }, real: { probe } }), sequence);
      } finally {
        await probe.client.stop();
      }
    }),
    { numRuns: 12 },
  );
  // The sequences did run commands against the hub (each run that did anything began with a start).
  expect(commandsRun).toBeGreaterThan(0);
}, 120_000);
