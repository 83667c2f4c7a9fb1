// Small URL helpers shared by the builders of this folder.

/** base + path with exactly one slash between them. */
export const joinUrl = (base: string, path: string): string => {
  if (path === '') return base;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
};

export type QueryParamValue = string | number | boolean | null | undefined;

/** Appends params (nullish ones skipped) to a URL that may already carry a query. */
export const withQuery = (url: string, params: ReadonlyArray<readonly [string, QueryParamValue]>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of params) if (value != null) search.append(key, String(value));
  const query = search.toString();
  if (query === '') return url;
  const hashAt = url.indexOf('#');
  const [head, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${head}${head.includes('?') ? '&' : '?'}${query}${hash}`;
};
