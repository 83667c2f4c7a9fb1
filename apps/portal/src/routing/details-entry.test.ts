// The flag of details over a page follows the router's own entry: a page under the details never
// asks its loaders again when they close, however soon after their opening (no React here, so
// nothing is drawn: the router alone moves), while an explicit revalidation still asks them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { detailsOverPageShown, followDetailsEntry } from './details-entry.ts';
import { pageShouldRevalidate } from './route-revalidation.ts';

const isDetails = (state: unknown): boolean => (state as { details?: unknown } | null)?.details === true;

type Step = 'open' | 'close' | 'revalidate';

describe('the details entry', () => {
  it('is known from the router as it moves: opening and closing ask nothing of the page, a revalidation asks it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom<Step>('open', 'close', 'revalidate'), { maxLength: 12 }), async (steps) => {
        let loads = 0;
        const router = createMemoryRouter([{ id: 'page', path: '/', loader: () => ++loads, shouldRevalidate: pageShouldRevalidate }], {
          initialEntries: ['/'],
          // The server drew the page: its loader has not run in the browser.
          hydrationData: { loaderData: { page: 0 } },
        }).initialize();
        const stop = followDetailsEntry(router, isDetails);
        let expected = loads;
        let onDetails = false;
        for (const step of steps) {
          if (step === 'open' && !onDetails) {
            await router.navigate('/', { state: { details: true }, defaultShouldRevalidate: false });
            onDetails = true;
          } else if (step === 'close' && onDetails) {
            await router.navigate(-1);
            await new Promise((resolve) => setTimeout(resolve, 0));
            onDetails = false;
          } else if (step === 'revalidate') {
            await router.revalidate();
            if (!onDetails) expected += 1;
          }
          expect(detailsOverPageShown()).toBe(onDetails);
        }
        expect(loads).toBe(expected);
        stop();
        router.dispose();
        expect(detailsOverPageShown()).toBe(false);
      }),
    );
  });
});
