// Types of the game-details video preview: loading, then loaded (muted autoplay after 1.4 s) or
// error, which falls back to the game image.

export interface VideoPreviewInput {
  /** The game's videoPreview; null when the game has none. */
  readonly videoUrl: string | null;
  /** The image shown until the video plays, and instead of it after an error. */
  readonly imageUrl: string;
}

export interface VideoPreviewContext {
  readonly videoUrl: string | null;
  readonly imageUrl: string;
}

/** The <video> element reports a failure (network, unsupported format). */
export type VideoPreviewEvent = { readonly type: 'video-preview.failed' };

export type VideoPreviewStatus = 'loading' | 'loaded' | 'error';

export interface VideoPreviewView {
  readonly status: VideoPreviewStatus;
  readonly videoUrl: string | null;
  readonly imageUrl: string;
  /** The <video> element is rendered (hidden until loaded, so it can buffer). */
  readonly renderVideo: boolean;
  readonly showVideo: boolean;
  readonly showImage: boolean;
  /** Autoplay is always muted: browsers refuse unmuted autoplay. */
  readonly muted: true;
}
