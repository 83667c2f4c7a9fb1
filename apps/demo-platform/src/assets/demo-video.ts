// The short video every video widget of the world plays: four seconds of moving test pattern at
// 640×360, VP9 in WebM (media/demo-video.webm, 127 KB, made once with ffmpeg's testsrc2; nothing
// makes it at build or test time). WebM rather than H.264: Chromium builds without proprietary
// codecs (Playwright's) play it too.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { VideoWidget } from '@casino/core';

export const DEMO_VIDEO_TYPE = 'video/webm';

export interface DemoVideo {
  readonly body: Buffer;
  readonly etag: string;
}

let loaded: DemoVideo | null = null;

/** Read on first use and kept: one small file for the process's life. */
export const demoVideo = (): DemoVideo => {
  if (loaded === null) {
    const body = readFileSync(new URL('../../media/demo-video.webm', import.meta.url));
    loaded = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
  }
  return loaded;
};

const assetIdOf = (url: string): string => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '');

/** The asset ids the world's video widgets and games' preview videos play (the last segment of their asset path). */
export const videoAssetIds = (widgets: readonly VideoWidget[], previews: readonly (string | null)[] = []): ReadonlySet<string> =>
  new Set([...widgets.map((widget) => widget.videoUrl), ...previews.filter((url) => url !== null)].map(assetIdOf).filter((id) => id !== ''));
