// The jackpot tickers' clock (react-ui): one requestAnimationFrame loop however many tickers listen,
// none while nobody listens or the document is hidden, and it resumes when the page is visible.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAnimationClock } from '@casino/react-ui';

let frames: Map<number, FrameRequestCallback>;
let visibility: DocumentVisibilityState;
let listeners: Set<() => void>;
const original = { document: globalThis.document, raf: globalThis.requestAnimationFrame, caf: globalThis.cancelAnimationFrame };

beforeEach(() => {
  frames = new Map();
  listeners = new Set();
  visibility = 'visible';
  let next = 1;
  globalThis.requestAnimationFrame = (callback) => {
    frames.set(next, callback);
    return next++;
  };
  globalThis.cancelAnimationFrame = (id) => void frames.delete(id);
  globalThis.document = {
    get visibilityState() {
      return visibility;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  } as unknown as Document;
});

afterEach(() => {
  globalThis.document = original.document;
  globalThis.requestAnimationFrame = original.raf;
  globalThis.cancelAnimationFrame = original.caf;
});

const runFrame = () => {
  const pending = [...frames.entries()];
  frames.clear();
  for (const [, callback] of pending) callback(0);
};

describe('the animation clock', () => {
  it('runs one frame loop for every listener and stops with the last one', () => {
    const clock = createAnimationClock();
    const calls: string[] = [];
    const stopA = clock.subscribe(() => calls.push('a'));
    const stopB = clock.subscribe(() => calls.push('b'));
    expect(frames.size).toBe(1);
    runFrame();
    runFrame();
    expect(calls).toEqual(['a', 'b', 'a', 'b']);
    expect(frames.size).toBe(1);
    stopA();
    stopB();
    expect(frames.size).toBe(0);
    expect(listeners.size).toBe(0);
  });

  it('pauses while the document is hidden and resumes when it is visible again', () => {
    const clock = createAnimationClock();
    let ticks = 0;
    clock.subscribe(() => (ticks += 1));
    runFrame();
    visibility = 'hidden';
    for (const listener of listeners) listener();
    expect(frames.size).toBe(0);
    visibility = 'visible';
    for (const listener of listeners) listener();
    expect(frames.size).toBe(1);
    runFrame();
    expect(ticks).toBe(2);
  });
});
