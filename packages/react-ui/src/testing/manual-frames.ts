// Animation frames a hook's test runs itself: requestAnimationFrame only queues its callback (and
// cancelAnimationFrame empties its slot); nextFrame runs what was queued so far, inside act, while
// what those callbacks ask for waits for the next one.
import { act } from 'react';
import { vi } from 'vitest';

export interface ManualFrames {
  /** Replaces the window's frame calls with the queue (in a beforeEach; vi.restoreAllMocks undoes it). */
  readonly install: () => void;
  readonly nextFrame: () => void;
  /** How many callbacks wait for the next frame. */
  readonly pending: () => number;
}

export const manualFrames = (): ManualFrames => {
  let frames: Array<() => void> = [];
  return {
    install: () => {
      frames = [];
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(() => callback(0)));
      vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
        frames[id - 1] = () => {};
      });
    },
    nextFrame: () =>
      act(() => {
        const due = frames;
        frames = [];
        for (const callback of due) callback();
      }),
    pending: () => frames.length,
  };
};
