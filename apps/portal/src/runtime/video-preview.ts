// video-preview: the video element is the component's; it hands in how to play it muted.
import { fromPromise } from 'xstate';
import { videoPreview } from '@casino/machines';

export const provideVideoPreview = (playMuted: (videoUrl: string) => Promise<void>) =>
  videoPreview.videoPreviewMachine.provide({
    actors: {
      playMuted: fromPromise<void, { videoUrl: string }>(({ input }) => playMuted(input.videoUrl)),
    },
  });
