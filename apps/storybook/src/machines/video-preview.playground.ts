// The video preview: the image shows while the video buffers; after 1.4 s the video plays muted. A
// failure of the element or of play() falls back to the image.
import * as videoPreview from '@casino/machines/video-preview';
import { forMachine } from '../playground/machine-description.ts';
import { gameImage } from './demo-scope.ts';

export const videoPreviewPlayground = forMachine(videoPreview.videoPreviewMachine).describe({
  id: 'video-preview',
  title: 'Media: video preview',
  summary:
    'Advance 1400 ms: the video shows and playMuted is called (pick Fail to see the browser refusing autoplay). video-preview.failed falls back to the image.',
  input: ({ world }) => ({ videoUrl: `/content/video/${world.games[0]!.gameCode}.mp4`, imageUrl: gameImage(world.games[0]!) }),
  actors: {
    playMuted: { kind: 'promise', answers: { playing: () => undefined }, errors: ['NotAllowedError: play() failed because the user did not interact first'] },
  },
  events: [{ event: { type: 'video-preview.failed' } }],
  view: videoPreview.connect,
});
