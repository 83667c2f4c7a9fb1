// Which filter groups a lobby's panel shows: the site settings decide (part 2 §5).
import type { Lobby } from '../types/enums.ts';
import type { GlobalSettings } from '../types/session.ts';

/** settings.enabledFiltersLive for the live lobby, settings.enabledFilters otherwise; in order, each once. */
export const enabledFilterGroups = (settings: GlobalSettings, lobby: Lobby): readonly string[] => [
  ...new Set(lobby === 'live' ? settings.enabledFiltersLive : settings.enabledFilters),
];
