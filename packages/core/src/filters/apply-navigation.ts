// Where applying filters leaves the player (part 2 §4): on a page outside the all-games views apply
// navigates to the lobby's all-games view; a category, collection or provider page stays when its
// fixed selection is still the only selection of its group.
import { isAllGamesRoute } from '../routes/route-kinds.ts';
import { withFixedSelection, type FilterPage } from './filter-page.ts';
import { enabledOptionCount, type AnyFilters } from './filter-schema.ts';

/**
 * Applying `draft` keeps the page: an all-games view, or a page whose fixed selection stays alone in
 * its group. Before the router has told which page this is (null) there is nowhere to leave.
 */
export const applyStaysOnPage = (page: FilterPage | null, draft: AnyFilters): boolean => {
  if (page === null || isAllGamesRoute(page.routeName)) return true;
  if (page.fixed === null) return false;
  return enabledOptionCount(withFixedSelection(draft, page.fixed), page.fixed.group) === 1;
};
