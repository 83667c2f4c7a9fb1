// What a lazy image component renders for a snapshot.
import type { SnapshotFrom } from 'xstate';
import type { lazyImageMachine } from './lazy-image.machine.ts';
import type { LazyImageStatus, LazyImageView } from './lazy-image.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof lazyImageMachine>): LazyImageView => {
  const status = snapshot.value as LazyImageStatus;
  const isFallback = status === 'error';
  return {
    status,
    src: isFallback ? snapshot.context.fallbackSrc : snapshot.context.src,
    showPlaceholder: status === 'loading',
    isFallback,
  };
};
