// Types of the lazy image: loading → loaded, or error → the fallback image.

export interface LazyImageInput {
  readonly src: string;
  /** Shown when the image fails (the spec's fallback game image). */
  readonly fallbackSrc: string;
}

export interface LazyImageContext {
  readonly src: string;
  readonly fallbackSrc: string;
}

/** The <img> element reports load and error; a new src starts over. */
export type LazyImageEvent =
  { readonly type: 'lazy-image.loaded' } | { readonly type: 'lazy-image.failed' } | { readonly type: 'lazy-image.src-changed'; readonly src: string };

export type LazyImageStatus = 'loading' | 'loaded' | 'error';

export interface LazyImageView {
  readonly status: LazyImageStatus;
  /** What the <img> shows: the image, or the fallback after an error. */
  readonly src: string;
  /** A placeholder (skeleton) covers the image until it loads. */
  readonly showPlaceholder: boolean;
  readonly isFallback: boolean;
}
