// @vitest-environment happy-dom
// The focus goes back to the opener after the frame that drew the drawer closed, not in the close's
// task; only when the close dropped it, and with the ring when a key closed the drawer.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualFrames } from '../testing/manual-frames.ts';
import { useFocusReturnedAfterFrame } from './use-focus-returned-after-frame.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { install: installFrames, nextFrame } = manualFrames();

let opener: HTMLButtonElement;
function Probe({ open }: { readonly open: boolean }) {
  useFocusReturnedAfterFrame(open, () => opener);
  return null;
}

let root: Root;
const render = (open: boolean) => act(() => root.render(createElement(Probe, { open })));
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  installFrames();
  opener = document.createElement('button');
  document.body.append(opener);
  root = createRoot(document.createElement('div'));
});
afterEach(() => {
  act(() => root.unmount());
  opener.remove();
  vi.restoreAllMocks();
});

describe('useFocusReturnedAfterFrame', () => {
  it('returns the focus to the opener in the task after the next frame, without scrolling', async () => {
    const focus = vi.spyOn(opener, 'focus');
    render(true);
    render(false);
    await nextTask();
    expect(focus).not.toHaveBeenCalled();
    nextFrame();
    await nextTask();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('asks for the ring when a key closed it', async () => {
    const focus = vi.spyOn(opener, 'focus');
    render(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    render(false);
    nextFrame();
    await nextTask();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true, focusVisible: true });
  });

  it('leaves a focus placed elsewhere meanwhile, and does nothing on mounting closed', async () => {
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    const focus = vi.spyOn(opener, 'focus');
    render(false);
    nextFrame();
    await nextTask();
    render(true);
    render(false);
    elsewhere.focus();
    nextFrame();
    await nextTask();
    expect(focus).not.toHaveBeenCalled();
    elsewhere.remove();
  });
});
