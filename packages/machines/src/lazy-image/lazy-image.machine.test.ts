import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './lazy-image.connect.ts';
import { lazyImageMachine } from './lazy-image.machine.ts';
import type { LazyImageEvent } from './lazy-image.types.ts';

const input = { src: '/assets/book.webp', fallbackSrc: '/assets/fallback.webp' };
const events: LazyImageEvent[] = [
  { type: 'lazy-image.loaded' },
  { type: 'lazy-image.failed' },
  { type: 'lazy-image.src-changed', src: '/assets/other.webp' },
  { type: 'lazy-image.src-changed', src: input.src },
];

const harness = () => {
  const clock = new TestClock();
  return { actor: createActor(lazyImageMachine, { input, clock }).start(), clock, fakes: new FakeActors() };
};

describe('lazy image model', () => {
  testModel(modelOf(lazyImageMachine, { events, input }), harness);
});

describe('lazy image machine', () => {
  it('shows a placeholder while loading, the image when loaded and the fallback after an error', () => {
    const actor = createActor(lazyImageMachine, { input }).start();
    expect(connect(actor.getSnapshot())).toEqual({ status: 'loading', src: input.src, showPlaceholder: true, isFallback: false });
    actor.send({ type: 'lazy-image.loaded' });
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'loaded', src: input.src, showPlaceholder: false });
    actor.send({ type: 'lazy-image.failed' });
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'error', src: input.fallbackSrc, isFallback: true });
  });

  it('starts over for a new source and ignores the same source', () => {
    const actor = createActor(lazyImageMachine, { input }).start();
    actor.send({ type: 'lazy-image.failed' });
    actor.send({ type: 'lazy-image.src-changed', src: input.src });
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'lazy-image.src-changed', src: '/assets/next.webp' });
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'loading', src: '/assets/next.webp' });
  });

  it('property: the shown src is the fallback exactly in the error state', () => {
    const event = fc.constantFrom(...events);
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (sequence) => {
        const actor = createActor(lazyImageMachine, { input }).start();
        for (const next of sequence) {
          actor.send(next);
          const view = connect(actor.getSnapshot());
          expect(view.src === input.fallbackSrc).toBe(view.status === 'error');
        }
      }),
    );
  });
});
