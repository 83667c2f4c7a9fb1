// Views made from the shared content answers (runtime/shared-content.ts), kept while those answers
// are: the lobby's widgets and the all-games list were mapped from the 2,000-game catalogue on every
// request although the catalogue only changes when the platform answers anew. A view is keyed by
// the identity of the answers it was made from (a new answer is a new object, so a new version never
// meets an old view) and by the request's own terms it depends on (locale, preview, asset host,
// currency …), which the caller names in full; nothing of a visitor goes into a view (the server
// renders what a guest sees), so two visitors of one page and language share it. One cache per
// server (server/app.ts), holding at most `limit` views, the least recently used leaving first.
export interface ViewCache {
  /**
   * The view `make` makes from `sources` (compared by identity; null for a source that failed) and
   * the request's terms in `terms`, made once while both are the same.
   */
  readonly view: <V>(kind: string, sources: ReadonlyArray<object | null>, terms: string, make: () => V) => V;
  readonly size: () => number;
}

/** Views of a few pages × two languages × preview, for a few versions of the answers at once. */
export const VIEW_CACHE_LIMIT = 64;

export const createViewCache = (limit: number = VIEW_CACHE_LIMIT): ViewCache => {
  if (!(limit >= 1)) throw new Error(`a view cache holds at least one view, not ${limit}`);
  // Ids instead of the objects: a key holds no answer alive, so an old version is freed with its answer.
  const ids = new WeakMap<object, number>();
  let nextId = 1;
  const idOf = (source: object | null): number => {
    if (source === null) return 0;
    let id = ids.get(source);
    if (id === undefined) {
      id = nextId;
      nextId += 1;
      ids.set(source, id);
    }
    return id;
  };
  const views = new Map<string, unknown>();
  return {
    view: <V>(kind: string, sources: ReadonlyArray<object | null>, terms: string, make: () => V): V => {
      const key = `${kind}|${sources.map(idOf).join(',')}|${terms}`;
      if (views.has(key)) {
        const view = views.get(key) as V;
        // Used again: to the end of the line, so the views in use are the last to go.
        views.delete(key);
        views.set(key, view);
        return view;
      }
      const view = make();
      views.set(key, view);
      if (views.size > limit) views.delete(views.keys().next().value as string);
      return view;
    },
    size: () => views.size,
  };
};
