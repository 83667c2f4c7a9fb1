// @vitest-environment happy-dom
// A part below the first screen keeps the server's HTML, untouched and not hydrated, until the
// visitor engages with the page; then React hydrates the same nodes. A press on the part itself is
// its first engagement and reaches the part's handler, and the browser runtime's start releases it.
import { act, createElement, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./hydrate-on-engagement.tsx');

function Counter({ label }: { readonly label: string }) {
  const [count, setCount] = useState(0);
  return createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, `${label} ${count}`);
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const click = (button: Element | null | undefined) => button?.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('HydrateOnEngagement in the browser', () => {
  // The page's engagement is one per module: each test gets a fresh page.
  let deferred: Module;
  let container: HTMLElement;
  let root: Root | null;
  let errors: unknown[];

  beforeEach(async () => {
    vi.resetModules();
    deferred = await import('./hydrate-on-engagement.tsx');
    // The server's HTML: the part inside its own boundary (the server renders it whole).
    const page = (Part: ComponentType<{ readonly children: ReactNode }>) =>
      createElement('main', null, createElement(Counter, { label: 'top' }), createElement(Part, null, createElement(Counter, { label: 'row' })));
    const ServerPart = ({ children }: { readonly children: ReactNode }) => createElement(Suspense, { fallback: null }, children);
    container = document.createElement('div');
    container.innerHTML = renderToString(page(ServerPart));
    document.body.append(container);
    root = null;
    errors = [];
    await act(async () => {
      root = hydrateRoot(container, page(deferred.HydrateOnEngagement), { onRecoverableError: (error) => errors.push(error) });
    });
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
  });

  const buttons = () => [...container.querySelectorAll('button')];

  it('hydrates the first screen at once and the part at the first engagement, on the same nodes', async () => {
    const [top, row] = buttons();
    await act(async () => click(top));
    expect(top?.textContent).toBe('top 1');
    // Not hydrated: the server's node is there and a click reaches no handler.
    await act(async () => click(row));
    expect(row?.textContent).toBe('row 0');

    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(buttons()[1]).toBe(row);
    await act(async () => click(row));
    expect(row?.textContent).toBe('row 1');
    expect(errors).toEqual([]);
  });

  it('hands a press on the part, its first engagement, to the hydrated part', async () => {
    const [, row] = buttons();
    await act(async () => {
      row?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      click(row);
    });
    expect(buttons()[1]).toBe(row);
    expect(row?.textContent).toBe('row 1');
    expect(errors).toEqual([]);
  });

  it('is released by the page (the browser runtime before it starts)', async () => {
    const [, row] = buttons();
    await act(async () => deferred.releaseDeferredHydration());
    await act(async () => click(row));
    expect(buttons()[1]).toBe(row);
    expect(row?.textContent).toBe('row 1');
  });
});

describe('engagementOn', () => {
  it('settles at the first of its events, then stops listening', async () => {
    const { engagementOn, ENGAGEMENT_EVENTS } = await import('./hydrate-on-engagement.tsx');
    for (const type of ENGAGEMENT_EVENTS) {
      const target = new EventTarget();
      const removed = vi.spyOn(target, 'removeEventListener');
      const engagement = engagementOn(target);
      target.dispatchEvent(new Event('load'));
      expect(engagement.engaged()).toBe(false);
      target.dispatchEvent(new Event(type));
      expect(engagement.engaged()).toBe(true);
      await expect(engagement.whenEngaged).resolves.toBeUndefined();
      expect(removed).toHaveBeenCalledTimes(ENGAGEMENT_EVENTS.length);
    }
  });
});
