// The runner starts each call in a task of its own (the environment's nextTask): calls made
// together, as a player's login makes twenty, are not one long task of the page.
import { describe, expect, it } from 'vitest';
import { Effect } from 'effect';
import { makeApiRunner } from './api-runner.ts';
import { createMemoryEnvironment } from './environment/memory-environment.ts';
import { demoPortalConfig } from './portal-config.ts';

const ORIGIN = 'http://127.0.0.1:9';

describe('api runner', () => {
  it('runs no call before the environment gives it a task, and each in its own', async () => {
    const environment = createMemoryEnvironment({ origin: ORIGIN });
    const turns: (() => void)[] = [];
    const runner = makeApiRunner(
      demoPortalConfig(ORIGIN),
      { ...environment, clock: { ...environment.clock, nextTask: () => new Promise<void>((resolve) => turns.push(resolve)) } },
      {
        locale: () => 'cs',
        preview: () => false,
      },
    );
    const ran: string[] = [];
    const first = runner.run(Effect.sync(() => ran.push('first')));
    const second = runner.run(Effect.sync(() => ran.push('second')));
    await Promise.resolve();
    expect(ran).toEqual([]);
    expect(turns).toHaveLength(2);
    turns[1]?.();
    await second;
    expect(ran).toEqual(['second']);
    turns[0]?.();
    await first;
    expect(ran).toEqual(['second', 'first']);
    await runner.dispose();
  });
});
