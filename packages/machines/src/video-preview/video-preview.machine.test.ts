import { VIDEO_LOADED_DELAY_MS } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { reportModelCoverage } from '../testing/model-coverage.ts';
import { controlledPromise, createMachineModel, replayPaths, transitionPaths, type HarnessParts, type ModelEvent } from '../snackbar/model-harness.ts';
import { connect } from './video-preview.connect.ts';
import { videoPreviewMachine } from './video-preview.machine.ts';
import type { VideoPreviewInput } from './video-preview.types.ts';

const withVideo: VideoPreviewInput = { videoUrl: '/videos/book.mp4', imageUrl: '/assets/book.webp' };
const withoutVideo: VideoPreviewInput = { videoUrl: null, imageUrl: '/assets/book.webp' };

const start = (input: VideoPreviewInput) => {
  const clock = new SimulatedClock();
  const playMuted = controlledPromise<void, { videoUrl: string }>();
  const actor = createActor(videoPreviewMachine.provide({ actors: { playMuted: playMuted.logic } }), { input, clock }).start();
  return { actor, clock, playMuted };
};

describe('video preview machine', () => {
  it('reaches every state and transition, replayed on a real actor', async () => {
    const events: ModelEvent<typeof videoPreviewMachine>[] = [
      { type: 'video.failed' },
      { type: 'xstate.after.videoLoadedDelay.videoPreview.loading' },
      { type: 'xstate.error.actor.playMuted', error: new Error('NotAllowedError') },
    ];
    const paths = [withVideo, withoutVideo].flatMap((input) => transitionPaths(createMachineModel(videoPreviewMachine, { events, input })));
    for (const input of [withVideo, withoutVideo]) {
      const inputPaths = paths.filter((path) => path.steps[0]!.state.context.videoUrl === input.videoUrl);
      const harness = (): HarnessParts => {
        const { actor, clock, playMuted } = start(input);
        return { actor, clock, promises: { playMuted }, delays: { videoLoadedDelay: VIDEO_LOADED_DELAY_MS } };
      };
      expect(await replayPaths(inputPaths, harness)).toBeNull();
    }
    const coverage = reportModelCoverage(videoPreviewMachine, paths);
    expect(coverage.states.missed).toEqual([]);
    expect(coverage.transitions.missed).toEqual([]);
  });

  it('shows the video 1.4 s after mounting, started muted', () => {
    const { actor, clock, playMuted } = start(withVideo);
    clock.increment(VIDEO_LOADED_DELAY_MS - 1);
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'loading', showImage: true, showVideo: false, renderVideo: true });
    clock.increment(1);
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'loaded', showVideo: true, showImage: false, muted: true });
    expect(playMuted.inputs).toEqual([{ videoUrl: withVideo.videoUrl }]);
  });

  it('falls back to the image when play() is refused or the element fails', async () => {
    const refused = start(withVideo);
    refused.clock.increment(VIDEO_LOADED_DELAY_MS);
    refused.playMuted.reject(new Error('NotAllowedError'));
    await Promise.resolve();
    await Promise.resolve();
    expect(connect(refused.actor.getSnapshot())).toMatchObject({ status: 'error', showImage: true, renderVideo: false });

    const broken = start(withVideo);
    broken.actor.send({ type: 'video.failed' });
    broken.clock.increment(VIDEO_LOADED_DELAY_MS);
    expect(broken.actor.getSnapshot().value).toBe('error');
  });

  it('shows the image at once for a game without a preview video', () => {
    const { actor, playMuted } = start(withoutVideo);
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'error', showImage: true, renderVideo: false });
    expect(playMuted.inputs).toEqual([]);
  });

  it('throws "not provided" from the default playMuted stub', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(videoPreviewMachine, { input: withVideo, clock }).start();
    clock.increment(VIDEO_LOADED_DELAY_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('error');
  });
});
