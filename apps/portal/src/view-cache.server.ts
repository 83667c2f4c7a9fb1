// Views made from the shared content answers (runtime/shared-content.ts), kept while those answers
// are: the lobby's widgets and the all-games list were mapped from the 2,000-game catalogue on every
// request although the catalogue only changes when the platform answers anew. A view is made for
// its kind and the request's own terms it depends on (locale, preview, asset host, currency …),
// which the caller names in full, and is valid for the versions of the answers it was made from
// (their identity: a new answer is a new object). Only the latest version's view of a kind and
// terms is kept: a view holds the answers it was made from, and views of every past version used
// to stay until pushed out, each holding an old catalogue alive (the soak's heap grew round after
// round). Nothing of a visitor goes into a view (the server renders what a guest sees), so two
// visitors of one page and language share it. One cache per server (server/app.ts), holding at
// most `limit` views, the least recently used leaving first.
import { recentMap } from './recent-map.ts';

export interface ViewCache {
  /**
   * The view `make` makes from `sources` (compared by identity; null for a source that failed) and
   * the request's terms in `terms`, made once while both are the same.
   */
  readonly view: <V>(kind: string, sources: ReadonlyArray<object | null>, terms: string, make: () => V) => V;
  readonly size: () => number;
}

/** Views of a few pages × two languages × preview. */
export const VIEW_CACHE_LIMIT = 64;

export const createViewCache = (limit: number = VIEW_CACHE_LIMIT): ViewCache => {
  if (!(limit >= 1)) throw new Error(`a view cache holds at least one view, not ${limit}`);
  // Ids instead of the objects: a version is compared without holding its answers in the key.
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
  const views = recentMap<string, { readonly version: string; readonly view: unknown }>(limit);
  return {
    view: <V>(kind: string, sources: ReadonlyArray<object | null>, terms: string, make: () => V): V => {
      const key = `${kind}|${terms}`;
      const version = sources.map(idOf).join(',');
      // Used again or replaced: the views in use are the last to go.
      const held = views.get(key);
      if (held !== undefined && held.version === version) return held.view as V;
      const view = make();
      views.set(key, { version, view });
      return view;
    },
    size: () => views.size,
  };
};
