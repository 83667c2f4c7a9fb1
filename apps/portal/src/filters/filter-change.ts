// A navigation that only changes the applied filter set (Apply, Clear, back and forward between
// filtered views of one page): the root's and the site layout's data do not depend on it (locale,
// theme, messages, menus, native flags), so their loaders are not run again and only the page's
// own loader answers (in the browser, from the panel's catalogue, when it has it).
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { onlyFiltersDiffer } from '@casino/core';

type RevalidationArgs = Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'formMethod'>;

export const isFilterChange = ({ currentUrl, nextUrl, formMethod }: RevalidationArgs): boolean =>
  // Actions and explicit revalidations (the same address asked again) are never a filter change.
  (formMethod === undefined || formMethod === 'GET') && currentUrl.href !== nextUrl.href && onlyFiltersDiffer(currentUrl, nextUrl);
