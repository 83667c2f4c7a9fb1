// The hero carousel: wide slides that scroll sideways with snap points, arrows on desktops. The
// first slide is the page's likely largest paint: the server names its picture in the head
// (a high-priority preload per screen width, so the browser asks for it before any script or
// tile), and it loads eagerly; the others lazily. A banner's art carries its words (its title is
// painted in, in the page's language), so the title is the picture's text alternative and the name
// of its link, not a caption painting the same words a second time over the art.
import { useId, useRef, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { scrollByPage } from '../motion/scroll-by-page.ts';
import './lobby-carousel.css';

export interface CarouselSlideView {
  readonly id: string;
  readonly title: string;
  readonly href: string | null;
  /** Phone and desktop renders of the slide (sizes of the asset ladder). */
  readonly imageUrl: string;
  readonly imageUrlWide: string;
  readonly width: number;
  readonly height: number;
}

export interface LobbyCarouselProps {
  readonly label: string;
  readonly slides: readonly CarouselSlideView[];
  readonly previousLabel: string;
  readonly nextLabel: string;
  /**
   * Draws the slides inside the track (by default as they are): lets the server send their HTML again
   * for the same slides (the portal's reused markup). The slides hold no ids and their pictures are
   * preloaded above, never by React on meeting them (an <img> in a <picture>), so their bytes are the
   * same in every render of the same slides.
   */
  readonly slidesMarkup?: (drawSlides: () => ReactNode) => ReactNode;
}

const asTheyAre = (drawSlides: () => ReactNode) => drawSlides();

// The <source> below switches to the wide render from this width.
const WIDE_MEDIA = '(min-width: 768px)';
const NARROW_MEDIA = '(max-width: 767.98px)';

export function LobbyCarousel({ label, slides, previousLabel, nextLabel, slidesMarkup = asTheyAre }: LobbyCarouselProps) {
  const id = useId();
  const first = slides[0];
  if (first !== undefined) {
    preload(first.imageUrl, { as: 'image', fetchPriority: 'high', media: NARROW_MEDIA });
    preload(first.imageUrlWide, { as: 'image', fetchPriority: 'high', media: WIDE_MEDIA });
  }
  const track = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => scrollByPage(track.current, direction);
  return (
    <section className="casino-carousel" aria-roledescription="carousel" aria-label={label}>
      <ul className="casino-carousel__track" id={id} ref={track}>
        {slidesMarkup(() =>
          slides.map((slide, index) => {
            const image = (
              <picture>
                <source media={WIDE_MEDIA} srcSet={slide.imageUrlWide} />
                <img
                  className="casino-carousel__image"
                  src={slide.imageUrl}
                  width={slide.width}
                  height={slide.height}
                  alt={slide.title}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              </picture>
            );
            return (
              <li key={slide.id} className="casino-carousel__slide" aria-roledescription="slide" aria-label={`${index + 1} / ${slides.length}`}>
                {slide.href ? (
                  <a className="casino-carousel__link" href={slide.href}>
                    {image}
                  </a>
                ) : (
                  <div className="casino-carousel__link">{image}</div>
                )}
              </li>
            );
          }),
        )}
      </ul>
      {slides.length > 1 ? (
        <div className="casino-carousel__arrows">
          <button
            type="button"
            className="casino-round-button casino-carousel__arrow"
            aria-controls={id}
            aria-label={previousLabel}
            onClick={() => scrollBy(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="casino-round-button casino-carousel__arrow" aria-controls={id} aria-label={nextLabel} onClick={() => scrollBy(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
