// The same-page check (part 2 §4): filters and overrides are cleared on navigation to a different
// page unless this passes. The same route name with the same parameters is the same page; a query
// change alone is not a new page.
import type { FilterPage } from './filter-page.ts';

type PageAddress = Pick<FilterPage, 'routeName' | 'params'>;

const sameParams = (a: PageAddress['params'], b: PageAddress['params']): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && b[key] === a[key]);
};

export const isSameFilterPage = (previous: PageAddress, next: PageAddress): boolean =>
  previous.routeName === next.routeName && sameParams(previous.params, next.params);
