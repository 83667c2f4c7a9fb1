import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import {
  isDetailsClosing,
  isFilterChange,
  rootShouldRevalidate as rootRevalidates,
  siteLayoutShouldRevalidate as layoutRevalidates,
  pageShouldRevalidate as pageRevalidates,
} from './route-revalidation.ts';
import { setDetailsOverPageShown } from './details-entry.ts';

const at = (address: string) => new URL(address, 'https://casino.test');

/** What React Router hands a route's shouldRevalidate on a client navigation (its default: run the loader). */
const navigation = (from: string, to: string, more: Partial<ShouldRevalidateFunctionArgs> = {}): ShouldRevalidateFunctionArgs => ({
  currentUrl: at(from),
  nextUrl: at(to),
  currentParams: {},
  nextParams: {},
  defaultShouldRevalidate: true,
  ...more,
});

describe('a filter change', () => {
  it('is an Apply, a Clear or back and forward between filtered views of one page', () => {
    expect(isFilterChange(navigation('/vsechny-hry', '/vsechny-hry?provider=bohemia-gaming&jackpot=1'))).toBe(true);
    expect(isFilterChange(navigation('/kasino-zive/vsechny-hry?language=cs', '/kasino-zive/vsechny-hry'))).toBe(true);
  });

  it('is not another page, another parameter, an explicit revalidation or an action', () => {
    expect(isFilterChange(navigation('/vsechny-hry', '/kasino-zive/vsechny-hry?provider=a'))).toBe(false);
    expect(isFilterChange(navigation('/vsechny-hry', '/vsechny-hry?nativeapp=1'))).toBe(false);
    expect(isFilterChange(navigation('/vsechny-hry?provider=a', '/vsechny-hry?provider=a'))).toBe(false);
    expect(isFilterChange(navigation('/vsechny-hry', '/vsechny-hry?provider=a', { formMethod: 'POST' }))).toBe(false);
  });

  it('runs neither the root’s nor the site layout’s loader again, and any other navigation does', () => {
    const filtered = navigation('/vsechny-hry?provider=a', '/vsechny-hry?provider=a&reels=5');
    expect(rootRevalidates(filtered)).toBe(false);
    expect(layoutRevalidates(filtered)).toBe(false);
    const native = navigation('/vsechny-hry', '/vsechny-hry?embed=true');
    expect(rootRevalidates(native)).toBe(true);
    expect(layoutRevalidates(native)).toBe(true);
    const language = navigation('/vsechny-hry?provider=a', '/en/vsechny-hry?provider=a');
    expect(layoutRevalidates(language)).toBe(true);
  });
});

describe('closing game details over a page', () => {
  it('is a read of the same address while the details are shown, and nothing else', () => {
    expect(isDetailsClosing(navigation('/vsechny-hry?provider=a', '/vsechny-hry?provider=a'), true)).toBe(true);
    expect(isDetailsClosing(navigation('/', '/'), false)).toBe(false);
    expect(isDetailsClosing(navigation('/', '/vsechny-hry'), true)).toBe(false);
    expect(isDetailsClosing(navigation('/', '/', { formMethod: 'POST' }), true)).toBe(false);
  });

  it('runs no loader of the root, the site layout or the page, and the same navigation without details runs them all', () => {
    const sameAddress = navigation('/kasino-zive', '/kasino-zive');
    setDetailsOverPageShown(true);
    try {
      expect([rootRevalidates(sameAddress), layoutRevalidates(sameAddress), pageRevalidates(sameAddress)]).toEqual([false, false, false]);
    } finally {
      setDetailsOverPageShown(false);
    }
    expect([rootRevalidates(sameAddress), layoutRevalidates(sameAddress), pageRevalidates(sameAddress)]).toEqual([true, true, true]);
  });
});
