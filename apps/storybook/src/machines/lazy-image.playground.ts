// The lazy image: loading until the element reports load or error; an error shows the fallback.
import * as lazyImage from '@casino/machines/lazy-image';
import { forMachine } from '../playground/machine-description.ts';
import { gameImage } from './demo-scope.ts';

export const lazyImagePlayground = forMachine(lazyImage.lazyImageMachine).describe({
  id: 'lazy-image',
  title: 'Media: lazy image',
  summary: 'The <img> element reports loaded or failed; a failure shows the fallback image, a new source starts over.',
  input: ({ world }) => ({ src: gameImage(world.games[0]!), fallbackSrc: gameImage(world.games[0]!, 'fallback') }),
  events: [
    { event: { type: 'lazy-image.loaded' } },
    { event: { type: 'lazy-image.failed' } },
    { event: ({ world }) => ({ type: 'lazy-image.src-changed', src: gameImage(world.games[1]!) }) },
  ],
  view: lazyImage.connect,
});
