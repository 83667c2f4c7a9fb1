// @vitest-environment happy-dom
// The early-press script as the server writes it, run over a document of the buttons it watches,
// against a model: a press on a button whose part has not claimed it is stopped before the page's
// own listeners and kept; a claim tells whether one was kept (several count as one) and lets every
// later press through; a press anywhere else always passes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimEarlyPress, EARLY_PRESS_TARGETS, earlyPressScript, type EarlyPress } from './early-presses.ts';

const NAMES = Object.keys(EARLY_PRESS_TARGETS) as EarlyPress[];

/** A document holding each watched button (and a link elsewhere), the script run over it. */
const pageWithScript = (nonce: string | undefined) => {
  const page = document.implementation.createHTMLDocument('early presses');
  page.body.innerHTML = `
    <header><button data-login-button><span>Log in</span></button><button class="casino-search-button">Search</button></header>
    <nav><button data-chat-button>Chat</button></nav>
    <nav class="casino-bottom-bar"><ul><li><button aria-haspopup="dialog"><span>Menu</span></button></li></ul></nav>
    <main><button class="casino-filters-button">Filters</button><a href="/hra/x">A game</a></main>`;
  const code = /^<script id="early-presses"[^>]*>([^<]*)<\/script>$/.exec(earlyPressScript(nonce))?.[1];
  if (code === undefined) throw new Error('the script is not one inline script');
  // The script's `window` is this one (the holder claimEarlyPress reads); its document is the page.
  delete (window as unknown as Record<string, unknown>)['__casinoEarlyPresses'];
  new Function('document', code)(page);
  const heard: string[] = [];
  // The page's own listener, as React's on its root: after the script's, in the same phase.
  page.addEventListener('click', (event) => heard.push((event.target as Element).textContent ?? ''), true);
  return { page, heard };
};

/** Where a press of `name` lands: inside its button (a child when it has one). */
const targetOf = (page: Document, name: EarlyPress | 'elsewhere'): Element => {
  const button = page.querySelector(name === 'elsewhere' ? 'main a' : EARLY_PRESS_TARGETS[name])!;
  return button.firstElementChild ?? button;
};

type Step = { readonly kind: 'press'; readonly on: EarlyPress | 'elsewhere' } | { readonly kind: 'claim'; readonly name: EarlyPress };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom<EarlyPress | 'elsewhere'>(...NAMES, 'elsewhere').map((on) => ({ kind: 'press', on }) as const),
  fc.constantFrom(...NAMES).map((name) => ({ kind: 'claim', name }) as const),
);

describe('early presses', () => {
  it('keeps a press until its part claims it, answers it once, and then lets presses through', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), fc.option(fc.constant('n0nce+/='), { nil: undefined }), (steps, nonce) => {
        const { page, heard } = pageWithScript(nonce);
        const claimed = new Set<EarlyPress>();
        const kept = new Set<EarlyPress>();
        for (const next of steps) {
          if (next.kind === 'claim') {
            const expected = !claimed.has(next.name) && kept.has(next.name);
            expect(claimEarlyPress(next.name)).toBe(expected);
            claimed.add(next.name);
            kept.delete(next.name);
            continue;
          }
          const target = targetOf(page, next.on);
          const before = heard.length;
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          const passes = next.on === 'elsewhere' || claimed.has(next.on);
          expect(heard.length - before).toBe(passes ? 1 : 0);
          if (!passes) kept.add(next.on);
        }
      }),
    );
  });

  it('claims nothing on a page the server did not write the script into', () => {
    delete (window as unknown as Record<string, unknown>)['__casinoEarlyPresses'];
    expect(claimEarlyPress('login')).toBe(false);
  });
});
