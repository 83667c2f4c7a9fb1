// The rule every on-demand machine follows, model-based: whatever the readers do, a machine nobody
// has read is never started, a read starts it once however many read it, the last close stops it, and
// relays listening for its start see each start once and clean up at each stop.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOnDemand, loadUntilLoaded, type Opened } from './on-demand.ts';

const IDS = ['search', 'filters', 'favourites'] as const;
type Id = (typeof IDS)[number];

interface Probe {
  readonly id: Id;
  readonly input: number;
  stopped: boolean;
}
type Table = { readonly [K in Id]: { readonly actor: Probe; readonly input: number } };

/** The real table over probes that record their starts and stops. */
const realWorld = () => {
  const starts: Probe[] = [];
  const starter = (id: Id) => (input: number) => {
    const probe: Probe = { id, input, stopped: false };
    starts.push(probe);
    return { actor: probe, stop: () => void (probe.stopped = true) };
  };
  const onDemand = createOnDemand<Table>({ search: starter('search'), filters: starter('filters'), favourites: starter('favourites') });
  const relayed: string[] = [];
  for (const id of IDS)
    onDemand.onStart(id, (actor) => {
      relayed.push(`start ${id}`);
      return () => relayed.push(`stop ${actor.id}`);
    });
  return { onDemand, starts, relayed, holds: [] as { id: Id; opened: Opened<Probe> }[] };
};
type Real = ReturnType<typeof realWorld>;

/** The model: how many readers each id has, and the starts and stops that must have happened. */
interface Model {
  readers: Record<Id, number>;
  starts: number;
  relayed: string[];
}

class Open implements fc.Command<Model, Real> {
  readonly id: Id;
  readonly input: number;
  constructor(id: Id, input: number) {
    this.id = id;
    this.input = input;
  }
  check = () => true;
  run(model: Model, real: Real) {
    const before = real.onDemand.running(this.id);
    const opened = real.onDemand.open(this.id, this.input);
    real.holds.push({ id: this.id, opened });
    if (model.readers[this.id] === 0) {
      model.starts += 1;
      model.relayed.push(`start ${this.id}`);
      expect(opened.actor.input).toBe(this.input);
    } else {
      expect(opened.actor).toBe(before);
    }
    model.readers[this.id] += 1;
    expect(opened.actor.stopped).toBe(false);
  }
  toString = () => `open(${this.id}, ${this.input})`;
}

class Close implements fc.Command<Model, Real> {
  readonly pick: number;
  readonly twice: boolean;
  constructor(pick: number, twice: boolean) {
    this.pick = pick;
    this.twice = twice;
  }
  check = () => true;
  run(model: Model, real: Real) {
    if (real.holds.length === 0) return;
    const [hold] = real.holds.splice(this.pick % real.holds.length, 1);
    if (!hold) return;
    hold.opened.close();
    if (this.twice) hold.opened.close();
    model.readers[hold.id] -= 1;
    if (model.readers[hold.id] === 0) model.relayed.push(`stop ${hold.id}`);
    expect(hold.opened.actor.stopped).toBe(model.readers[hold.id] === 0);
  }
  toString = () => `close(#${this.pick}${this.twice ? ', twice' : ''})`;
}

const commands = [
  fc.tuple(fc.constantFrom(...IDS), fc.integer({ min: 0, max: 99 })).map(([id, input]) => new Open(id, input)),
  fc.tuple(fc.nat(), fc.boolean()).map(([pick, twice]) => new Close(pick, twice)),
];

describe('machines on demand', () => {
  it('start on the first read only, once per run of readers, and stop with the last close', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (sequence) => {
        const real = realWorld();
        const model: Model = { readers: { search: 0, filters: 0, favourites: 0 }, starts: 0, relayed: [] };
        fc.modelRun(() => ({ model, real }), sequence);
        // Nothing read is running; everything read and not closed is, exactly once.
        expect(new Set(real.onDemand.runningIds())).toEqual(new Set(IDS.filter((id) => model.readers[id] > 0)));
        expect(real.starts.length).toBe(model.starts);
        expect(
          real.starts
            .filter((probe) => !probe.stopped)
            .map((probe) => probe.id)
            .sort(),
        ).toEqual(IDS.filter((id) => model.readers[id] > 0).sort());
        expect(real.relayed).toEqual(model.relayed);
        real.onDemand.stopAll();
        expect(real.starts.every((probe) => probe.stopped)).toBe(true);
        expect(real.onDemand.runningIds()).toEqual([]);
      }),
    );
  });

  it('starts nothing that is never read, however often relays ask whether it runs', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...IDS)), (asked) => {
        const real = realWorld();
        for (const id of asked) expect(real.onDemand.running(id)).toBeUndefined();
        expect(real.starts).toEqual([]);
        expect(real.relayed).toEqual([]);
      }),
    );
  });

  it('tells a relay that listens late about a machine already running', () => {
    const real = realWorld();
    const opened = real.onDemand.open('search', 1);
    const late: Probe[] = [];
    real.onDemand.onStart('search', (actor) => void late.push(actor));
    expect(late).toEqual([opened.actor]);
  });
});

describe("a chunk's load for the machines on demand", () => {
  it('is shared while on its way and once come, and tried again by the next read after a failure', async () => {
    const outcomes = ['fails', 'fails', 'loads'];
    let calls = 0;
    const load = loadUntilLoaded(async () => {
      calls += 1;
      await Promise.resolve();
      if (outcomes[calls - 1] === 'fails') throw new Error('the network dropped it');
    });
    // Two reads while it is on its way: one load, and both hear its failure.
    const [first, second] = [load(), load()];
    await expect(first).rejects.toThrow('the network dropped it');
    await expect(second).rejects.toThrow('the network dropped it');
    expect(calls).toBe(1);
    await expect(load()).rejects.toThrow();
    expect(calls).toBe(2);
    await expect(load()).resolves.toBeUndefined();
    await expect(load()).resolves.toBeUndefined();
    expect(calls).toBe(3);
  });
});
