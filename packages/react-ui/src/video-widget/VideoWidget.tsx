// A video block: the poster image (sized, lazy) with a play button; the video element and its
// download only come when the visitor presses play. With `autoplay`, muted looping playback starts
// by itself when the visitor does not prefer reduced motion (decided in the browser after
// hydration); under reduced motion, and without `autoplay`, the visitor always starts it. A video
// that fails to load (its file missing, a format the browser cannot play) gives way to the poster
// again, with the failure in words: a player stuck at 0:00 tells a visitor nothing.
import { useEffect, useId, useState } from 'react';
import { prefersReducedMotion } from '../motion/prefers-reduced-motion.ts';
import './video-widget.css';

export interface VideoWidgetProps {
  readonly title: string;
  readonly videoUrl: string;
  readonly posterUrl: string | null;
  readonly width: number;
  readonly height: number;
  /** Shown by browsers without the video element (errors.your-browser-does-not-support-the-video-tag). */
  readonly unsupportedText: string;
  /** The play button's accessible name. */
  readonly playLabel: string;
  /** Shown over the poster when the video failed to load ("Video se nepodařilo načíst."). */
  readonly failedText: string;
  /** Muted autoplay for visitors who do not prefer reduced motion. */
  readonly autoplay?: boolean;
}

export function VideoWidget({ title, videoUrl, posterUrl, width, height, unsupportedText, playLabel, failedText, autoplay = false }: VideoWidgetProps) {
  const headingId = useId();
  const [playing, setPlaying] = useState<'no' | 'muted' | 'chosen' | 'failed'>('no');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the motion preference is known only in the browser, after hydration (the server renders the poster)
    if (autoplay && !prefersReducedMotion()) setPlaying('muted');
  }, [autoplay]);
  return (
    <section className="casino-video-widget" aria-labelledby={headingId}>
      <h2 className="casino-video-widget__title" id={headingId}>
        {title}
      </h2>
      <div className="casino-video-widget__frame">
        {playing === 'no' || playing === 'failed' ? (
          <>
            {posterUrl ? (
              <img className="casino-video-widget__poster" src={posterUrl} width={width} height={height} alt="" loading="lazy" decoding="async" />
            ) : (
              <span className="casino-video-widget__poster casino-video-widget__poster--empty" />
            )}
            {playing === 'failed' ? (
              <p className="casino-video-widget__failed" role="status">
                {failedText}
              </p>
            ) : (
              <button type="button" className="casino-video-widget__play" aria-label={`${playLabel}: ${title}`} onClick={() => setPlaying('chosen')}>
                <span aria-hidden="true">▶</span>
              </button>
            )}
          </>
        ) : (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the CMS gives a video's address and nothing else: there is no caption file to name
          <video
            className="casino-video-widget__video"
            src={videoUrl}
            poster={posterUrl ?? undefined}
            width={width}
            height={height}
            controls
            autoPlay
            muted={playing === 'muted'}
            loop={playing === 'muted'}
            playsInline
            aria-labelledby={headingId}
            onError={() => setPlaying('failed')}
          >
            {unsupportedText}
          </video>
        )}
      </div>
    </section>
  );
}
