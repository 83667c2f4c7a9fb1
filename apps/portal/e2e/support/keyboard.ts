// Keyboard reachability for any page's e2e: tabs through the page from its start and reports every
// element that took focus, and whether a person could see where the focus is (a computed outline
// or box-shadow while focused, the element on screen with a size). Call it from any slice's e2e:
//
//   const stops = await tabThrough(page);
//   expect(stops.filter((stop) => !stop.focusVisible)).toEqual([]);
import type { Page } from 'playwright-core';

export interface FocusStop {
  /** Position in tab order, from 1. */
  readonly index: number;
  /** `a`, `button`, `input`… */
  readonly tag: string;
  readonly role: string | null;
  /** aria-label, else the text, else title/alt/placeholder (trimmed, at most 60 characters). */
  readonly name: string;
  readonly href: string | null;
  /** A computed outline (not none, wider than 0) or box-shadow is showing, and the element has a size. */
  readonly focusVisible: boolean;
  /** The element matches :focus-visible (the browser decided a keyboard user needs an indicator). */
  readonly matchesFocusVisible: boolean;
  readonly outline: string;
  readonly boxShadow: string;
  /** Its box in the viewport after the browser scrolled it into view. */
  readonly rect: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

export interface TabThroughOptions {
  /** Stop after this many Tab presses (default 80). */
  readonly maxStops?: number;
  /** Press Shift+Tab instead (reverse order). */
  readonly reverse?: boolean;
}

const describeFocus = (index: number) => {
  const element = document.activeElement;
  if (element === null || element === document.body || element === document.documentElement) return null;
  const style = getComputedStyle(element);
  const outlineWidth = Number.parseFloat(style.outlineWidth) || 0;
  const hasOutline = style.outlineStyle !== 'none' && outlineWidth > 0;
  const hasShadow = style.boxShadow !== '' && style.boxShadow !== 'none';
  const box = element.getBoundingClientRect();
  const text =
    (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim() ||
    element.getAttribute('title') ||
    element.getAttribute('alt') ||
    element.getAttribute('placeholder') ||
    '';
  return {
    index,
    tag: element.localName,
    role: element.getAttribute('role'),
    name: text.replace(/\s+/g, ' ').slice(0, 60),
    href: element.getAttribute('href'),
    focusVisible: (hasOutline || hasShadow) && box.width > 0 && box.height > 0,
    matchesFocusVisible: element.matches(':focus-visible'),
    outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    boxShadow: style.boxShadow,
    rect: { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) },
  };
};

/**
 * Tabs through the page from the top of the document and returns the focus stops in order, until
 * the focus leaves the page, comes back to the first stop or maxStops is reached.
 */
export const tabThrough = async (page: Page, options: TabThroughOptions = {}): Promise<FocusStop[]> => {
  const maxStops = options.maxStops ?? 80;
  const key = options.reverse ? 'Shift+Tab' : 'Tab';
  // Start from the document itself, as a visitor who just arrived.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  for (let index = 1; index <= maxStops; index += 1) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(describeFocus, index);
    if (stop === null) break;
    const identity = await page.evaluate(() => {
      const path: string[] = [];
      for (let node: Element | null = document.activeElement; node !== null; node = node.parentElement) {
        path.push(`${node.localName}:${Array.prototype.indexOf.call(node.parentElement?.children ?? [], node)}`);
      }
      return path.join('<');
    });
    if (seen.has(identity)) break;
    seen.add(identity);
    stops.push(stop);
  }
  return stops;
};

/** The stops whose focus a sighted keyboard user could not see (expected: none). */
export const invisibleFocusStops = (stops: readonly FocusStop[]): FocusStop[] => stops.filter((stop) => !stop.focusVisible);
