// @vitest-environment happy-dom
// A dialog with `modalAfterFrame` opens non-modally in the commit that draws it and modally two
// frames later (never once unmounted), and Escape closes it before then; without it, it is modal at once.
import { act, createElement, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualFrames } from '../testing/manual-frames.ts';
import { useModalDialog } from './use-modal-dialog.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { install: installFrames, nextFrame } = manualFrames();

const calls: string[] = [];
const onClose = vi.fn();

/** The probe's dialog (one per test: a plain ref object, as the hook takes any). */
const dialogRef = createRef<HTMLDialogElement>();

function Probe({ modalAfterFrame }: { readonly modalAfterFrame: boolean }) {
  useModalDialog(dialogRef, onClose, { returnFocus: false, modalAfterFrame });
  return createElement('dialog', { ref: dialogRef });
}

let root: Root;
let container: HTMLElement;
const render = (modalAfterFrame: boolean) => act(() => root.render(createElement(Probe, { modalAfterFrame })));

beforeEach(() => {
  installFrames();
  calls.length = 0;
  onClose.mockReset();
  const proto = HTMLDialogElement.prototype;
  vi.spyOn(proto, 'show').mockImplementation(function (this: HTMLDialogElement) {
    calls.push('show');
    this.setAttribute('open', '');
  });
  vi.spyOn(proto, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    calls.push('showModal');
    this.setAttribute('open', '');
  });
  vi.spyOn(proto, 'close').mockImplementation(function (this: HTMLDialogElement) {
    calls.push('close');
    this.removeAttribute('open');
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('useModalDialog', () => {
  it('is modal in the commit that draws it by default', () => {
    render(false);
    expect(calls).toEqual(['showModal']);
  });

  it('with modalAfterFrame, opens non-modally and is made modal two frames later', () => {
    render(true);
    expect(calls).toEqual(['show']);
    nextFrame();
    expect(calls).toEqual(['show']);
    nextFrame();
    expect(calls).toEqual(['show', 'close', 'showModal']);
    expect(container.querySelector('dialog')?.hasAttribute('open')).toBe(true);
  });

  it('unmounted before those frames, it is never made modal', () => {
    render(true);
    nextFrame();
    act(() => root.unmount());
    root = createRoot(container);
    nextFrame();
    expect(calls).toEqual(['show', 'close']);
  });

  it('Escape before it is modal asks the owner to close it; once modal, the cancel does', () => {
    render(true);
    const dialog = container.querySelector('dialog')!;
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    nextFrame();
    nextFrame();
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
