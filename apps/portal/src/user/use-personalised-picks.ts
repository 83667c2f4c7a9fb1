// The personalised picks page's games (part 2 §4–§5: the marketing service's picks for the player,
// cached in local storage until storedAt + duration, the cache used when the service fails): the
// recommendations machine, opened on demand for this page with a layout holding the picks' category,
// so that the player-data relay asks it for the player's picks (recommendations.personalise). A
// failure without a cache is the machine's snackbar (errors.failed-to-fetch-personalized-games).
import { useEffect } from 'react';
import { MAX_DYNAMIC_GAMES, PERSONAL_CATEGORY_SLUGS } from '@casino/core';
import { recommendations } from '@casino/machines';
import { useBrowserRuntime } from '../chrome/portal-system-provider.tsx';
import { useActorView } from '../chrome/use-actor-view.ts';
import { useOnDemandMachine } from '../chrome/use-on-demand-machine.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import type { PlayerListsStatus } from '../lobby/player-lists/use-player-lists.ts';

/** The page's one category: what the machine needs to know the page shows the picks. */
const PICKS_CATEGORIES = [{ id: 'personal-page-picks', type: PERSONAL_CATEGORY_SLUGS.personalised.source }] as const;

type Snapshot = Parameters<typeof recommendations.connect>[0];

const picksOf = (snapshot: Snapshot): { readonly status: 'loading' | 'failed' | 'ready'; readonly codes: readonly string[] } => {
  const { personalised, userId } = snapshot.context;
  if (personalised !== null) return { status: 'ready', codes: personalised.slice(0, MAX_DYNAMIC_GAMES) };
  // Asked for and answered with nothing: the service failed and no cache was there.
  return { status: snapshot.matches({ personalised: 'idle' }) && userId !== null ? 'failed' : 'loading', codes: [] };
};

const LOADING = { status: 'loading', codes: [] } as const;

/** The player's picks as game codes (null while the page does not show them). */
export const usePersonalisedPicks = (wanted: boolean): { readonly status: PlayerListsStatus; readonly codes: readonly string[] } => {
  const started = useBrowserRuntime();
  // Before the machine opens (effects run in order): its start and the relay's ask read the page's categories.
  useEffect(() => {
    if (!wanted || started === null) return;
    started.system.setLayout(PICKS_CATEGORIES);
    return () => started.system.setLayout([]);
  }, [started, wanted]);
  const actor = useOnDemandMachine(SystemId.recommendations, { input: wanted ? [] : null, start: 'now' }, []);
  return useActorView(actor, picksOf, LOADING);
};
