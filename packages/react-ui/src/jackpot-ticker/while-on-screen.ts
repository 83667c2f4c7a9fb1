// Work that is worth doing only while something is on the screen (a ticker's looks): started when
// the first of its elements comes into view, stopped when the last leaves it.

/** What it needs of the browser's IntersectionObserver (a test passes its own). */
export type ObserverConstructor = new (
  callback: (entries: ReadonlyArray<Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>>) => void,
) => Pick<IntersectionObserver, 'observe' | 'disconnect'>;

/**
 * Runs `start` while any of the elements is on the screen (its answer stops it), and always where the
 * browser has no IntersectionObserver; answers the function that stops it for good.
 */
export const whileOnScreen = (
  elements: readonly Element[],
  start: () => () => void,
  Observer: ObserverConstructor | undefined = typeof IntersectionObserver === 'function' ? IntersectionObserver : undefined,
): (() => void) => {
  if (Observer === undefined || elements.length === 0) return start();
  let stop: (() => void) | null = null;
  const onScreen = new Set<Element>();
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target);
      else onScreen.delete(entry.target);
    }
    if (onScreen.size > 0) stop ??= start();
    else {
      stop?.();
      stop = null;
    }
  });
  for (const element of elements) observer.observe(element);
  return () => {
    observer.disconnect();
    stop?.();
    stop = null;
  };
};
