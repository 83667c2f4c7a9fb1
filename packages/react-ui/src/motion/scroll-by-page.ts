// The arrows of a sideways-scrolling row: one page (or a share of it, so the next item peeks in)
// towards the start or the end, smoothly unless the visitor asked for less motion.
import { prefersReducedMotion } from './prefers-reduced-motion.ts';

export const scrollByPage = (element: HTMLElement | null, direction: 1 | -1, share = 1): void => {
  element?.scrollBy({ left: direction * element.clientWidth * share, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
};
