// The art of game details: the landscape image, and over it the game's preview video when it has
// one, played muted after 1.4 s by the video-preview machine (part 2 §4), which falls back to the
// image when the video fails. The machine is opened on demand once the browser runtime runs and
// closed with the details; a visitor who prefers reduced motion gets no autoplaying video
// (docs/design.md), and so does the server's HTML.
import { useRef } from 'react';
import { videoPreview } from '@casino/machines';
import { useActorView } from '../chrome/use-actor-view.ts';
import { useOnDemandMachine } from '../chrome/use-on-demand-machine.ts';
import type { DetailsImage } from './game-details-view.ts';

const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface DetailsMediaProps {
  readonly image: DetailsImage;
  readonly videoUrl: string | null;
  /** Art already on the screen (the tile's), shown under the image until it has loaded. */
  readonly placeholderUrl?: string | null;
}

export function DetailsMedia({ image, videoUrl, placeholderUrl = null }: DetailsMediaProps) {
  const video = useRef<HTMLVideoElement>(null);
  const playing = videoUrl !== null && typeof window !== 'undefined' && !prefersReducedMotion();
  const actor = useOnDemandMachine(
    'video-preview',
    {
      input: playing
        ? [
            {
              videoUrl,
              imageUrl: image.src,
              playMuted: async () => {
                const element = video.current;
                if (element === null) throw new Error('video preview: the element is gone');
                element.muted = true;
                await element.play();
              },
            },
          ]
        : null,
    },
    [videoUrl, image.src],
  );
  const view = useActorView(actor, videoPreview.connect, null);
  return (
    // Set from script (CSSOM), which the page's CSP allows; only the browser's details have a placeholder.
    <div className="casino-game-details__media" style={placeholderUrl ? { backgroundImage: `url(${JSON.stringify(placeholderUrl)})` } : undefined}>
      <img className="casino-game-details__image" src={image.src} width={image.width} height={image.height} alt="" decoding="async" />
      {view?.renderVideo && view.videoUrl ? (
        <video
          ref={video}
          className="casino-game-details__video"
          data-shown={view.showVideo ? '' : undefined}
          src={view.videoUrl}
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onError={() => actor?.send({ type: 'video-preview.failed' })}
        />
      ) : null}
    </div>
  );
}
