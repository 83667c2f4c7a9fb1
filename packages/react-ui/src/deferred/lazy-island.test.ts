// @vitest-environment happy-dom
// In the browser an island keeps the server's HTML, untouched, while its module loads, and
// hydrates it when the module arrives: its handlers work from then on, and nothing was re-created.
import { act, createElement, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandsLoaded, lazyIsland } from './lazy-island.tsx';

function Counter({ label }: { readonly label: string }) {
  const [count, setCount] = useState(0);
  return createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, `${label} ${count}`);
}

const Page = ({ Island }: { readonly Island: ComponentType<{ readonly label: string }> }) =>
  createElement('main', null, createElement('h1', null, 'Lobby'), createElement(Island, { label: 'spins' }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('lazyIsland in the browser', () => {
  it('keeps the server HTML while the module loads, then hydrates the same nodes', async () => {
    let deliver: (component: typeof Counter) => void = () => {};
    const { Island } = lazyIsland<{ readonly label: string }>(() => new Promise((resolve) => (deliver = resolve)));
    const container = document.createElement('div');
    // The server's HTML: the component inside the island's boundary (lazy-island.server.test.ts).
    const ServerIsland = (props: { readonly label: string }) => createElement(Suspense, { fallback: null }, createElement(Counter, props));
    container.innerHTML = renderToString(createElement(Page, { Island: ServerIsland }));
    document.body.append(container);
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('spins 0');

    let root: Root | null = null;
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, createElement(Page, { Island }), { onRecoverableError: (error) => errors.push(error) });
    });
    // Not hydrated yet: the server's node is still there, and a click does nothing.
    expect(container.querySelector('button')).toBe(button);
    await act(async () => {
      button?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(button?.textContent).toBe('spins 0');

    await act(async () => {
      deliver(Counter);
      await islandsLoaded();
    });
    expect(container.querySelector('button')).toBe(button);
    await act(async () => {
      button?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(button?.textContent).toBe('spins 1');
    expect(errors).toEqual([]);
    await act(async () => root?.unmount());
  });
});
