// Query values as routers hand them over: a URLSearchParams, or a record whose values may repeat
// (vue-router and react-router style). Rules read the first non-null value of a key.

export type QueryValue = string | null | undefined | readonly (string | null)[];
export type QueryInput = URLSearchParams | Readonly<Record<string, QueryValue>>;

export const queryValue = (query: QueryInput | null | undefined, key: string): string | null => {
  if (query == null) return null;
  if (query instanceof URLSearchParams) return query.get(key);
  const value = query[key];
  if (value == null) return null;
  if (typeof value === 'string') return value;
  return value.find((entry): entry is string => entry != null) ?? null;
};
