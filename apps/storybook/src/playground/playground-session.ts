// One playground run: the machine (with its fakes) as a live actor on a controllable clock, the
// history of what happened, and the viewer's choices (each actor's outcome, each injected guard).
// The React layer reads it through subscribe/getState (useSyncExternalStore); notifications are
// batched per microtask, so stepping a ticker through many timers renders once.
import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type StateValue } from 'xstate';
import type { DemoWorld } from '@casino/demo-data';
import { guardsOf, outcomeActorsOf, PlaygroundFakes, type CallRecord, type OutcomeActor, type OutcomeChoice } from './fake-actors.ts';
import { HistoryLog, type HistoryEntry, type NewHistoryEntry } from './history-log.ts';
import type { PlaygroundDescription } from './machine-description.ts';
import { TestClock, type PendingTimer } from '@casino/machines/testing';
import { previewPayload, previewValue } from './value-preview.ts';

export interface PlaygroundOptions {
  /** Outcome per actor path at start (the viewer can change it any time). */
  readonly outcomes?: Readonly<Record<string, Partial<OutcomeChoice>>>;
  /** Injected guard values at start. */
  readonly guards?: Readonly<Record<string, boolean>>;
  /** Let the clock follow real time from the start (paused otherwise, for stepping). */
  readonly clockRunning?: boolean;
  /** Called with every event the viewer sends. */
  readonly onEvent?: (event: AnyEventObject) => void;
  /** Called with every event the machine emits (snackbar requests …). */
  readonly onEmitted?: (event: AnyEventObject) => void;
}

export interface EventChoice {
  readonly key: string;
  /** The button's text: the event type, and the template's label when it has one. */
  readonly label: string;
  readonly event: AnyEventObject;
  readonly enabled: boolean;
}

export interface PlaygroundState {
  readonly snapshot: AnyMachineSnapshot;
  /** The state value as dotted leaf paths ('running.heartbeat.waiting'). */
  readonly stateLeaves: readonly string[];
  readonly status: AnyMachineSnapshot['status'];
  /** Running child machines (e.g. auth's keepAlive and playerData) and their active states. */
  readonly children: readonly { readonly id: string; readonly leaves: readonly string[] }[];
  readonly error: string | null;
  readonly view: unknown;
  readonly viewError: string | null;
  readonly events: readonly EventChoice[];
  readonly history: readonly HistoryEntry[];
  readonly calls: readonly CallRecord[];
  readonly outcomeActors: readonly OutcomeActor[];
  readonly outcomes: Readonly<Record<string, OutcomeChoice>>;
  readonly guards: readonly { readonly path: string; readonly label: string; readonly value: boolean }[];
  /** Clock time in ms since the run started, and as epoch ms. */
  readonly now: number;
  readonly epochNow: number;
  readonly timers: readonly PendingTimer[];
  readonly running: boolean;
}

/** Dotted paths of the active leaf states. */
export const leavesOf = (value: StateValue, prefix = ''): string[] =>
  typeof value === 'string'
    ? [`${prefix}${value}`]
    : Object.entries(value).flatMap(([key, child]) =>
        child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? [`${prefix}${key}`] : leavesOf(child, `${prefix}${key}.`),
      );

/** The invoked or spawned children that are machines (they have a state value). */
const childMachinesOf = (snapshot: AnyMachineSnapshot) =>
  Object.entries((snapshot.children ?? {}) as Record<string, AnyActorRef | undefined>).flatMap(([id, child]) => {
    const value = (child?.getSnapshot() as { value?: StateValue } | undefined)?.value;
    return value === undefined ? [] : [{ id, leaves: leavesOf(value) }];
  });

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class PlaygroundSession {
  readonly description: PlaygroundDescription;
  readonly world: DemoWorld;
  private readonly epoch: number;
  private options: PlaygroundOptions;
  private readonly history = new HistoryLog();
  private outcomes: Record<string, OutcomeChoice>;
  private guardValues: Record<string, boolean>;
  private readonly outcomeActors: readonly OutcomeActor[];
  private clock!: TestClock;
  private fakes!: PlaygroundFakes;
  private actor!: AnyActorRef;
  private started = false;
  private cleanups: (() => void)[] = [];
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private cached: { version: number; state: PlaygroundState } | null = null;
  private notifyQueued = false;

  constructor(description: PlaygroundDescription, world: DemoWorld, epoch: number, options: PlaygroundOptions = {}) {
    this.description = description;
    this.world = world;
    this.epoch = epoch;
    this.options = options;
    this.outcomeActors = outcomeActorsOf(description);
    this.outcomes = Object.fromEntries(this.outcomeActors.map((actor) => [actor.path, { ...actor.initial, ...options.outcomes?.[actor.path] }]));
    this.guardValues = Object.fromEntries(guardsOf(description).map((guard) => [guard.path, options.guards?.[guard.path] ?? guard.initial]));
    this.create();
  }

  /** Keeps the callbacks current (Storybook hands new spies on re-render). */
  setCallbacks(options: Pick<PlaygroundOptions, 'onEvent' | 'onEmitted'>): void {
    this.options = { ...this.options, ...options };
  }

  /** Starts the machine (again after a stop: React may mount twice). */
  start(): void {
    if (this.started) return;
    if (this.actor.getSnapshot().status !== 'active' || this.cleanups.length === 0) this.create();
    this.started = true;
    this.actor.start();
    if (this.options.clockRunning) this.clock.run();
    this.changed();
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.clock.pause();
    this.actor.stop();
    for (const cleanup of this.cleanups) cleanup();
    this.cleanups = [];
  }

  /** A fresh run with the same choices. */
  restart(): void {
    this.stop();
    this.start();
  }

  send(event: AnyEventObject): void {
    this.options.onEvent?.(event);
    this.actor.send(event);
  }

  setOutcome(path: string, patch: Partial<OutcomeChoice>): void {
    const current = this.outcomes[path];
    if (!current) return;
    this.outcomes = { ...this.outcomes, [path]: { ...current, ...patch } };
    this.changed();
  }

  setGuard(path: string, value: boolean): void {
    this.guardValues = { ...this.guardValues, [path]: value };
    this.changed();
  }

  settle(callId: number, how: 'resolve' | 'reject'): void {
    this.fakes.settle(callId, how);
  }

  advance(ms: number): void {
    this.clock.advance(ms);
  }

  runNextTimer(): void {
    this.clock.runNextTimer();
  }

  setClockRunning(running: boolean): void {
    if (running) this.clock.run();
    else this.clock.pause();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): PlaygroundState => {
    if (this.cached?.version !== this.version) this.cached = { version: this.version, state: this.buildState() };
    return this.cached.state;
  };

  private create(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.history.clear();
    const clock = new TestClock(this.epoch);
    this.clock = clock;
    this.fakes = new PlaygroundFakes({
      world: this.world,
      clock,
      log: (entry) => this.log(entry),
      outcomeOf: (path) => this.outcomes[path] ?? { mode: 'succeed', answer: '', error: '', delayMs: 0 },
      guardOf: (path) => this.guardValues[path] ?? false,
      changed: () => this.changed(),
    });
    const machine = this.fakes.provide(this.description);
    const input = this.description.input?.({ world: this.world, now: clock.epochNow() });
    // The active leaves last logged per machine ('' for the root), for the history's from → to.
    const before = new Map<string, string>();
    const actor: AnyActorRef = createActor(machine, {
      clock,
      input,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.snapshot') return;
        const snapshot = inspection.snapshot as Partial<AnyMachineSnapshot>;
        // Child machines (auth's keep-alive …) are logged too, under their id; other actors are not.
        if (snapshot.value === undefined) return;
        const isRoot = inspection.actorRef === actor;
        const key = isRoot ? '' : (inspection.actorRef as AnyActorRef).id;
        const after = leavesOf(snapshot.value).join(', ');
        const { event } = inspection;
        // A child started again (after a logout …) has no "before".
        const from = event.type === 'xstate.init' ? undefined : before.get(key);
        const type = event.type === 'xstate.init' ? 'start' : event.type;
        this.log({
          at: clock.now(),
          kind: 'transition',
          title: isRoot ? type : `${key} · ${type}`,
          detail: event.type.startsWith('xstate.error.actor') ? previewValue(messageOf((event as { error?: unknown }).error)) : previewPayload(event),
          ...(from === undefined ? {} : { from }),
          to: after,
        });
        before.set(key, after);
      },
    });
    this.actor = actor;
    const emitted = actor.on('*', (event: AnyEventObject) => {
      this.log({ at: clock.now(), kind: 'emitted', title: event.type, detail: previewPayload(event) });
      this.options.onEmitted?.(event);
    });
    const snapshots = actor.subscribe({
      next: () => this.changed(),
      error: (error) => {
        this.log({ at: clock.now(), kind: 'error', title: 'machine failed', detail: messageOf(error) });
        this.changed();
      },
    });
    const unclock = clock.subscribe(() => this.changed());
    this.cleanups = [() => emitted.unsubscribe(), () => snapshots.unsubscribe(), unclock];
  }

  private log(entry: NewHistoryEntry): void {
    this.history.add(entry);
    this.changed();
  }

  private changed(): void {
    this.version += 1;
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    queueMicrotask(() => {
      this.notifyQueued = false;
      for (const listener of this.listeners) listener();
    });
  }

  private buildState(): PlaygroundState {
    const snapshot = this.actor.getSnapshot() as AnyMachineSnapshot;
    const now = this.clock.epochNow();
    let view: unknown = null;
    let viewError: string | null = null;
    try {
      view = this.description.view(snapshot);
    } catch (error) {
      viewError = messageOf(error);
    }
    const events = this.description.events.map((template, index): EventChoice => {
      const event = typeof template.event === 'function' ? template.event({ world: this.world, now, snapshot }) : template.event;
      let enabled = false;
      try {
        enabled = this.started && snapshot.status === 'active' && snapshot.can(event);
      } catch {
        enabled = false;
      }
      return { key: `${index}`, label: template.label ? `${event.type} (${template.label})` : event.type, event, enabled };
    });
    const guards = guardsOf(this.description).map((guard) => ({ path: guard.path, label: guard.label, value: this.guardValues[guard.path] ?? false }));
    return {
      snapshot,
      stateLeaves: leavesOf(snapshot.value),
      status: snapshot.status,
      children: childMachinesOf(snapshot),
      error: snapshot.status === 'error' ? messageOf(snapshot.error) : null,
      view,
      viewError,
      events,
      history: this.history.entries,
      calls: this.fakes.calls(),
      outcomeActors: this.outcomeActors,
      outcomes: this.outcomes,
      guards,
      now: this.clock.now(),
      epochNow: now,
      timers: this.clock.pendingTimers(),
      running: this.clock.running,
    };
  }
}
