import { VIDEO_LOADED_DELAY_MS } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { FakeActors, flush, modelOf, TestClock, type ModelEvent } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './video-preview.connect.ts';
import { videoPreviewMachine } from './video-preview.machine.ts';
import type { VideoPreviewInput } from './video-preview.types.ts';

const withVideo: VideoPreviewInput = { videoUrl: '/videos/book.mp4', imageUrl: '/assets/book.webp' };
const withoutVideo: VideoPreviewInput = { videoUrl: null, imageUrl: '/assets/book.webp' };

const start = (input: VideoPreviewInput) => {
  const clock = new TestClock();
  const fakes = new FakeActors();
  const actor = createActor(videoPreviewMachine.provide({ actors: { playMuted: fakes.promise('playMuted') } }), { input, clock }).start();
  return { actor, clock, fakes };
};

describe('video preview model', () => {
  const events: ModelEvent<typeof videoPreviewMachine>[] = [
    { type: 'video-preview.failed' },
    { type: 'xstate.after.videoLoadedDelay.videoPreview.loading' },
    { type: 'xstate.error.actor.playMuted', error: new Error('NotAllowedError') },
  ];
  // An empty video URL counts as none, like a missing one.
  const inputs = [withVideo, withoutVideo, { ...withoutVideo, videoUrl: '' }];
  testModel(modelOf(videoPreviewMachine, { events, inputs }), start);
});

describe('video preview machine', () => {
  it('shows the video 1.4 s after mounting, started muted', () => {
    const { actor, clock, fakes } = start(withVideo);
    clock.increment(VIDEO_LOADED_DELAY_MS - 1);
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'loading', showImage: true, showVideo: false, renderVideo: true });
    clock.increment(1);
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'loaded', showVideo: true, showImage: false, muted: true });
    expect(fakes.inputsOf('playMuted')).toEqual([{ videoUrl: withVideo.videoUrl }]);
  });

  it('falls back to the image when play() is refused or the element fails', async () => {
    const refused = start(withVideo);
    refused.clock.increment(VIDEO_LOADED_DELAY_MS);
    refused.fakes.reject('playMuted', new Error('NotAllowedError'));
    await flush();
    expect(connect(refused.actor.getSnapshot())).toMatchObject({ status: 'error', showImage: true, renderVideo: false });

    const broken = start(withVideo);
    broken.actor.send({ type: 'video-preview.failed' });
    broken.clock.increment(VIDEO_LOADED_DELAY_MS);
    expect(broken.actor.getSnapshot().value).toBe('error');
  });

  it('shows the image at once for a game without a preview video', () => {
    const { actor, fakes } = start(withoutVideo);
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'error', showImage: true, renderVideo: false });
    expect(fakes.inputsOf('playMuted')).toEqual([]);
  });

  it('throws "not provided" from the default playMuted stub', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(videoPreviewMachine, { input: withVideo, clock }).start();
    clock.increment(VIDEO_LOADED_DELAY_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
  });
});
