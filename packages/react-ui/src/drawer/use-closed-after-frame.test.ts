// @vitest-environment happy-dom
// A drawer closed by its owner is hidden in that render, and Ark hears of it two frames later; an
// opening in between keeps it open, and a page without frames (hidden) closes it in the next task.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualFrames } from '../testing/manual-frames.ts';
import { useClosedAfterFrame, type ClosedAfterFrame } from './use-closed-after-frame.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { install: installFrames, nextFrame, pending: pendingFrames } = manualFrames();

const seen: ClosedAfterFrame[] = [];
function Probe({ open }: { readonly open: boolean }) {
  seen.push(useClosedAfterFrame(open));
  return null;
}

let root: Root;
const render = (open: boolean) => act(() => root.render(createElement(Probe, { open })));
const last = () => seen[seen.length - 1];

beforeEach(() => {
  installFrames();
  seen.length = 0;
  root = createRoot(document.createElement('div'));
});
afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
});

describe('useClosedAfterFrame', () => {
  it('opens at once, and on closing hides first and tells Ark two frames later', () => {
    render(false);
    expect(last()).toEqual({ open: false, closing: false });
    render(true);
    expect(last()).toEqual({ open: true, closing: false });
    render(false);
    expect(last()).toEqual({ open: true, closing: true });
    nextFrame();
    expect(last()).toEqual({ open: true, closing: true });
    nextFrame();
    expect(last()).toEqual({ open: false, closing: false });
  });

  it('stays open when opened again before Ark was told', () => {
    render(true);
    render(false);
    nextFrame();
    render(true);
    expect(last()).toEqual({ open: true, closing: false });
    nextFrame();
    nextFrame();
    expect(last()).toEqual({ open: true, closing: false });
  });

  it('closes in the next task on a hidden page, which draws no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    render(true);
    render(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(pendingFrames()).toBe(0);
    expect(last()).toEqual({ open: false, closing: false });
  });
});
