// nextIdle waits for the browser's idle callback (bounded by its timeout), or for a task where
// there are none; either can be cancelled before it comes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextIdle } from './next-idle.ts';

afterEach(() => vi.unstubAllGlobals());

describe('nextIdle', () => {
  it('asks for an idle callback bounded by the timeout, and cancels it', () => {
    const asked: Array<{ then: () => void; timeout: number | undefined }> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (then: () => void, options?: { timeout?: number }) => asked.push({ then, timeout: options?.timeout }),
      cancelIdleCallback: (id: number) => cancelled.push(id),
    });
    let ran = 0;
    const cancel = nextIdle(() => (ran += 1), 1_000);
    expect(asked.map((ask) => ask.timeout)).toEqual([1_000]);
    expect(ran).toBe(0);
    asked[0]!.then();
    expect(ran).toBe(1);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('without idle callbacks, runs in a later task unless cancelled first', async () => {
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    const order: string[] = [];
    nextIdle(() => order.push('idle'), 1_000);
    const cancel = nextIdle(() => order.push('cancelled'), 1_000);
    order.push('same task');
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['same task', 'idle']);
  });
});
