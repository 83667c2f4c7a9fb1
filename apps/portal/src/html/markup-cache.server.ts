// Server-rendered HTML of page parts that every visitor of a page sees alike (a lobby's game rows,
// link tiles, provider logos …), kept so that the next render sends the same bytes instead of
// rendering them again: React's render and write-out of the lobby's widgets were most of a lobby
// render's CPU. A part is keyed by the identity of the view it was drawn from (a view of the view
// cache, made once per version of the shared answers, locale, preview …: view-cache.server.ts) and
// by the variant its drawing also depends on (its place among the widgets, the links given beside
// it), so a new version of the answers never meets old markup. The bytes are those React wrote for
// that part in a real render of the page (cached-markup-stream.server.ts takes them from the
// stream), so the browser hydrates the same markup either way. One cache per server (server/app.ts),
// bounded in bytes, the least recently used leaving first; nothing of a visitor goes into it.

/** A few versions of the lobbies' parts in two languages, with and without preview (the casino lobby's are some 120 KB). */
export const MARKUP_CACHE_BYTES = 4 * 1024 * 1024;

export interface MarkupCache {
  /** The key of a view's part drawn in a variant: the same for the same view object and variant. */
  readonly keyOf: (view: object, variant: string) => string;
  readonly get: (key: string) => Buffer | undefined;
  readonly set: (key: string, bytes: Buffer) => void;
  /** Bytes held. */
  readonly size: () => number;
}

export const createMarkupCache = (limitBytes: number = MARKUP_CACHE_BYTES): MarkupCache => {
  if (!(limitBytes >= 1)) throw new Error(`a markup cache holds at least one byte, not ${limitBytes}`);
  // Short keys (they travel through the render as an attribute), held by their view: a key holds no
  // view alive, so an old version's markup is only unreachable until the byte limit pushes it out.
  const keys = new WeakMap<object, Map<string, string>>();
  let nextKey = 1;
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    keyOf: (view, variant) => {
      let variants = keys.get(view);
      if (variants === undefined) {
        variants = new Map();
        keys.set(view, variants);
      }
      let key = variants.get(variant);
      if (key === undefined) {
        key = `m${nextKey.toString(36)}`;
        nextKey += 1;
        variants.set(variant, key);
      }
      return key;
    },
    get: (key) => {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      // Used again: to the end of the line, so the parts in use are the last to go.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set: (key, entry) => {
      if (entry.length > limitBytes) return;
      const old = entries.get(key);
      if (old !== undefined) bytes -= old.length;
      entries.delete(key);
      entries.set(key, entry);
      bytes += entry.length;
      for (const [oldest, value] of entries) {
        if (bytes <= limitBytes) break;
        entries.delete(oldest);
        bytes -= value.length;
      }
    },
    size: () => bytes,
  };
};
