// What the video preview renders for a snapshot.
import type { SnapshotFrom } from 'xstate';
import type { videoPreviewMachine } from './video-preview.machine.ts';
import type { VideoPreviewStatus, VideoPreviewView } from './video-preview.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof videoPreviewMachine>): VideoPreviewView => {
  const status = snapshot.value as VideoPreviewStatus;
  const { videoUrl, imageUrl } = snapshot.context;
  return {
    status,
    videoUrl,
    imageUrl,
    renderVideo: status !== 'error' && videoUrl !== null,
    showVideo: status === 'loaded',
    showImage: status !== 'loaded',
    muted: true,
  };
};
