// The video preview of the game-details modal (part 2 §4): the image shows while the video buffers;
// after VIDEO_LOADED_DELAY_MS the video is shown and started muted. A failure of the element or of
// play() falls back to the image. Starting playback touches the DOM, so it is an injected actor.
import { VIDEO_LOADED_DELAY_MS } from '@casino/core';
import { fromPromise, setup } from 'xstate';
import type { VideoPreviewContext, VideoPreviewEvent, VideoPreviewInput } from './video-preview.types.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

export const videoPreviewMachine = setup({
  types: {
    context: {} as VideoPreviewContext,
    events: {} as VideoPreviewEvent,
    input: {} as VideoPreviewInput,
  },
  actors: {
    /** Sets the element muted and awaits video.play(); rejects when the browser refuses. */
    playMuted: fromPromise<void, { videoUrl: string }>(notProvidedActor('videoPreview', 'playMuted')),
  },
  guards: {
    hasNoVideo: ({ context }) => context.videoUrl === null || context.videoUrl === '',
  },
  delays: {
    videoLoadedDelay: VIDEO_LOADED_DELAY_MS,
  },
}).createMachine({
  id: 'videoPreview',
  context: ({ input }) => ({ videoUrl: input.videoUrl, imageUrl: input.imageUrl }),
  initial: 'loading',
  states: {
    loading: {
      // A game without a preview video shows its image straight away.
      always: { guard: 'hasNoVideo', target: 'error' },
      after: { videoLoadedDelay: 'loaded' },
      on: { 'video-preview.failed': 'error' },
    },
    loaded: {
      invoke: {
        id: 'playMuted',
        src: 'playMuted',
        input: ({ context }) => ({ videoUrl: context.videoUrl ?? '' }),
        onError: 'error',
      },
      on: { 'video-preview.failed': 'error' },
    },
    error: {},
  },
});
