// yieldToMain ends the task: what the event loop already holds (microtasks, then the tasks queued
// before it) runs first, and the code after it runs in a later task.
import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

describe('yieldToMain', () => {
  it('resumes after the microtasks and the tasks queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await yielded;
    expect(order).toEqual(['microtask', 'task queued before', 'after the yield']);
  });
});
