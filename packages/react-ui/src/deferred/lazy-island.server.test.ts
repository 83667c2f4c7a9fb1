// On the server an island renders whole once its module is there (islandsLoaded), never as its
// fallback, and its HTML is the component's own inside one Suspense boundary.
import fc from 'fast-check';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { islandsLoaded, lazyIsland } from './lazy-island.tsx';

const Greeting = ({ text, count }: { readonly text: string; readonly count: number }) =>
  createElement('section', { 'data-count': count }, createElement('h2', null, text), createElement('button', { type: 'button' }, 'more'));

describe('lazyIsland on the server', () => {
  it('renders the component itself in one boundary, whatever its props, once the modules are loaded', async () => {
    let imports = 0;
    const { Island } = lazyIsland(
      async () => {
        imports += 1;
        return Greeting;
      },
      { fallback: createElement('p', null, 'FALLBACK') },
    );
    await islandsLoaded();
    fc.assert(
      fc.property(fc.string(), fc.integer(), (text, count) => {
        const html = renderToString(createElement(Island, { text, count }));
        const direct = renderToString(createElement(Suspense, { fallback: null }, createElement(Greeting, { text, count })));
        expect(html).toBe(direct);
        expect(html).not.toContain('FALLBACK');
      }),
    );
    expect(imports).toBe(1);
  });

  it('waits in islandsLoaded for every declared island, a failed one included', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const settled: string[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    lazyIsland(async () => {
      await slow;
      settled.push('slow');
      return Greeting;
    });
    lazyIsland(async () => {
      settled.push('failed');
      throw new Error('no chunk');
    });
    const loaded = islandsLoaded().then(() => settled.push('all'));
    await Promise.resolve();
    expect(settled).not.toContain('all');
    release();
    await loaded;
    expect(settled).toEqual(['failed', 'slow', 'all']);
    expect(logged).toHaveBeenCalledWith('island: its module did not load', expect.any(Error));
    logged.mockRestore();
  });
});
