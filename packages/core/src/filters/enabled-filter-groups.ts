// Which filter groups a lobby's panel shows: the site settings decide (part 2 §5).
import type { Lobby } from '../types/enums.ts';
import type { GlobalSettings } from '../types/session.ts';

/** What the panels read of the site's settings. */
export type FilterSettings = Pick<GlobalSettings, 'enabledFilters' | 'enabledFiltersLive'>;

/** settings.enabledFiltersLive for the live lobby, settings.enabledFilters otherwise; in order, each once. */
export const enabledFilterGroups = (settings: FilterSettings, lobby: Lobby): readonly string[] => [
  ...new Set(lobby === 'live' ? settings.enabledFiltersLive : settings.enabledFilters),
];
