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

/** An IntersectionObserver whose reports the test makes. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  private readonly report: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
  constructor(report: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {
    this.report = report;
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  seen(isIntersecting: boolean) {
    this.report(this.observed.map((target) => ({ isIntersecting, target })));
  }
}
const asObserver = FakeObserver as unknown as typeof IntersectionObserver;

describe('HydrateOnEngagement whenSeen', () => {
  let deferred: Module;
  let container: HTMLElement;
  let root: Root | null;
  let errors: unknown[];

  // The part's element carries the id it is watched by; `drawn: false` draws it without one.
  const page = (Part: ComponentType<{ readonly children: ReactNode; readonly whenSeen?: string }>, drawn = true) =>
    createElement(
      'main',
      null,
      createElement(Part, {
        whenSeen: 'ticker',
        children: createElement('section', drawn ? { id: 'ticker' } : null, createElement(Counter, { label: 'ticker' })),
      }),
    );

  const hydrate = async (drawn = true) => {
    vi.resetModules();
    deferred = await import('./hydrate-on-engagement.tsx');
    const ServerPart = ({ children }: { readonly children: ReactNode }) => createElement(Suspense, { fallback: null }, children);
    container = document.createElement('div');
    container.innerHTML = renderToString(page(ServerPart, drawn));
    document.body.append(container);
    errors = [];
    await act(async () => {
      root = hydrateRoot(container, page(deferred.HydrateOnEngagement, drawn), { onRecoverableError: (error) => errors.push(error) });
    });
  };

  beforeEach(() => {
    FakeObserver.made = [];
    root = null;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  const ticker = () => container.querySelector('button');

  it('hydrates the part once its element is on the screen, before any engagement, on the same node', async () => {
    await hydrate();
    const button = ticker();
    const [observer] = FakeObserver.made;
    expect(observer?.observed).toEqual([container.querySelector('#ticker')]);
    // Near but not on the screen: still the server's node without a handler.
    await act(async () => observer?.seen(false));
    await act(async () => click(button));
    expect(button?.textContent).toBe('ticker 0');

    await act(async () => observer?.seen(true));
    await act(async () => click(button));
    expect(ticker()).toBe(button);
    expect(button?.textContent).toBe('ticker 1');
    expect(observer?.disconnected).toBe(true);
    expect(errors).toEqual([]);
  });

  it('hydrates the part at the first engagement when it is never seen, and stops watching', async () => {
    await hydrate();
    await act(async () => window.dispatchEvent(new Event('scroll')));
    await act(async () => click(ticker()));
    expect(ticker()?.textContent).toBe('ticker 1');
    expect(FakeObserver.made[0]?.disconnected).toBe(true);
  });

  it('hydrates with the load when the part drew no element of that id', async () => {
    await hydrate(false);
    await act(async () => click(ticker()));
    expect(ticker()?.textContent).toBe('ticker 1');
    expect(FakeObserver.made).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('engagedOrSeen', () => {
  it('settles at the first report of the element on the screen or at the engagement, whichever comes first', async () => {
    const { engagedOrSeen } = await import('./hydrate-on-engagement.tsx');
    const element = document.createElement('section');
    for (const first of ['seen', 'engaged'] as const) {
      FakeObserver.made = [];
      let engage: () => void = () => {};
      let settled = false;
      void engagedOrSeen(new Promise<void>((resolve) => (engage = resolve)), element, asObserver).then(() => (settled = true));
      const [observer] = FakeObserver.made;
      observer?.seen(false);
      await Promise.resolve();
      expect(settled).toBe(false);
      if (first === 'seen') observer?.seen(true);
      else engage();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(settled).toBe(true);
      expect(observer?.disconnected).toBe(true);
    }
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

  it("takes a scroll inside the page (a carousel that moves on by itself) for none, only the page's own", async () => {
    const { engagementOn } = await import('./hydrate-on-engagement.tsx');
    const engagement = engagementOn(window);
    const track = document.createElement('ul');
    document.body.append(track);
    track.dispatchEvent(new Event('scroll'));
    expect(engagement.engaged()).toBe(false);
    document.dispatchEvent(new Event('scroll'));
    expect(engagement.engaged()).toBe(true);
    track.remove();
  });
});
