// filters: the applied set kept in session storage (decoded when read back), navigation to the
// lobby's all-games route in the page's language and preview mode with the applied set in its
// address, the clicks into the data layer.
import { filtersToQuery, routePath } from '@casino/core';
import { filters } from '@casino/machines';
import { localRead } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';
import { SavedFiltersSchema } from './saved-filters.schema.ts';
import { readStored, writeStored } from './stored-json.ts';

export const provideFilters = (runtime: PortalRuntime) =>
  filters.filtersMachine.provide({
    actors: {
      readSaved: localRead(() => readStored(runtime.env.sessionStorage, filters.APPLIED_FILTERS_STORAGE_KEY, SavedFiltersSchema)),
    },
    actions: {
      saveApplied: (_, saved) => writeStored(runtime.env.sessionStorage, filters.APPLIED_FILTERS_STORAGE_KEY, saved),
      removeSaved: () => runtime.env.sessionStorage.removeItem(filters.APPLIED_FILTERS_STORAGE_KEY),
      navigate: (_, params) => {
        const query = filtersToQuery(params.filters).toString();
        const path = routePath(params.routeName, {}, { preview: runtime.page.preview(), locale: runtime.page.locale() });
        runtime.env.location.navigate(query === '' ? path : `${path}?${query}`);
      },
      track: (_, event) => runtime.env.track(event),
    },
  });
