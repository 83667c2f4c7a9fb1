// A lazily loaded image (part 2 §4): loading until the element reports load or error; after an
// error the fallback image is shown. The browser does the loading (loading="lazy"), so the machine
// has no side effects of its own.
import { assign, setup } from 'xstate';
import type { LazyImageContext, LazyImageEvent, LazyImageInput } from './lazy-image.types.ts';

export const lazyImageMachine = setup({
  types: {
    context: {} as LazyImageContext,
    events: {} as LazyImageEvent,
    input: {} as LazyImageInput,
  },
  guards: {
    isNewSource: ({ context, event }) => event.type === 'lazy-image.src-changed' && event.src !== context.src,
  },
  actions: {
    takeSource: assign({ src: ({ context, event }) => (event.type === 'lazy-image.src-changed' ? event.src : context.src) }),
  },
}).createMachine({
  id: 'lazyImage',
  context: ({ input }) => ({ src: input.src, fallbackSrc: input.fallbackSrc }),
  initial: 'loading',
  on: {
    'lazy-image.src-changed': { guard: 'isNewSource', target: '.loading', actions: 'takeSource' },
  },
  states: {
    loading: {
      on: {
        'lazy-image.loaded': 'loaded',
        'lazy-image.failed': 'error',
      },
    },
    loaded: {
      // A loaded image can still break (e.g. a decode error after a cache eviction).
      on: { 'lazy-image.failed': 'error' },
    },
    error: {},
  },
});
