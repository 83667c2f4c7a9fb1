// The live-table feed the hub serves: every new connection gets `init` with all tables, then
// `updateTable` with single-table changes (status, seats taken and freed, dealer) several times a
// second. Changes come from a seeded generator so a run can be replayed.
import { applyTableUpdate, type LiveTable, type LiveTableUpdate } from '@casino/core';
import { createRandom, type Random } from '@casino/demo-data';
import type { SignalRHub } from './signalr/hub-server.ts';

const DEALERS = ['Tereza', 'Jakub', 'Eliška', 'Ondřej', 'Klára', 'Lukáš', 'Natálie', 'Marek', 'Sophie', 'Daniel'];

export interface LiveFeedOptions {
  readonly seed?: number;
  /** Milliseconds between two updates; default 250 (four a second). */
  readonly intervalMs?: number;
}

export class LiveFeed {
  private state: LiveTable[];
  private readonly random: Random;
  private timer: NodeJS.Timeout | null = null;
  private readonly hub: SignalRHub;
  private readonly intervalMs: number;

  constructor(hub: SignalRHub, tables: readonly LiveTable[], options: LiveFeedOptions = {}) {
    this.hub = hub;
    this.state = [...tables];
    this.random = createRandom(options.seed ?? 1).fork('live-feed');
    this.intervalMs = options.intervalMs ?? 250;
  }

  /** The tables as the server sees them now. */
  tables(): readonly LiveTable[] {
    return this.state;
  }

  /** Sends the whole list to one newly connected client. */
  greet(client: Parameters<SignalRHub['send']>[0]): void {
    this.hub.send(client, 'init', [this.state]);
  }

  start(): void {
    this.timer ??= setInterval(() => this.tick(), this.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Makes one change, applies it and broadcasts it. */
  tick(): LiveTableUpdate | null {
    if (this.state.length === 0) return null;
    const table = this.random.pick(this.state);
    const update = this.changeOf(table);
    this.state = applyTableUpdate(this.state, update);
    this.hub.broadcast('updateTable', [update]);
    return update;
  }

  private changeOf(table: LiveTable): LiveTableUpdate {
    const seats = Object.keys(table.SeatsAvailability);
    const roll = this.random.next();
    if (seats.length > 0 && roll < 0.55) {
      const seat = this.random.pick(seats);
      return {
        ImsGameCode: table.ImsGameCode,
        SeatsAvailability: { ...table.SeatsAvailability, [seat]: !table.SeatsAvailability[seat] },
      };
    }
    if (roll < 0.7) {
      // Tables are mostly open: a closed one reopens, an open one closes now and then.
      return { ImsGameCode: table.ImsGameCode, Status: table.Status === 'online' ? 'offline' : 'online' };
    }
    const dealer = this.random.pick(DEALERS);
    return { ImsGameCode: table.ImsGameCode, Dealer: { DealerName: dealer } };
  }
}
