// The player's lists a personal page shows, read in the browser after login (the server does not
// know the session): the favourites machine (opened on demand, asked for the lists the page's kinds
// need, as a layout holding those categories would) and the player data's free spins and golden
// chips per game. A failed list is the machine's snackbar with Try again; the page says it too.
import { PERSONAL_CATEGORY_SLUGS, personalisedDataNeeds, type PersonalCategoryKind } from '@casino/core';
import { favourites, type auth, type playerData } from '@casino/machines';
import { useRootData, useBrowserRuntime } from '../../chrome/portal-system-provider.tsx';
import { useActorView } from '../../chrome/use-actor-view.ts';
import { useOnDemandMachine } from '../../chrome/use-on-demand-machine.ts';
import type { SessionStatus } from '../../session-status.ts';
import { useSessionStatus } from '../../chrome/use-session-status.ts';
import { SystemId } from '../../runtime/root/system-ids.ts';
import type { PlayerLists } from './personal-games.ts';

export type PlayerListsStatus = Exclude<SessionStatus, 'authenticated'> | 'loading' | 'failed' | 'ready';

export interface PlayerListsView {
  readonly status: PlayerListsStatus;
  readonly lists: PlayerLists;
}

const NO_LISTS: PlayerLists = { favourites: [], playerGames: [], recentResults: [], gamingBonuses: { freeSpins: {}, goldenChips: {} } };
const BONUS_KINDS: ReadonlySet<PersonalCategoryKind> = new Set(['freeSpins', 'goldenChips']);

type PersonalList = 'favourites' | 'playerGames' | 'recentResults';
const PERSONAL_LISTS: readonly PersonalList[] = ['favourites', 'playerGames', 'recentResults'];

/** The machine's view and which lists are in (`loaded`): a list not yet asked for is not an empty one. */
const listsOf = (snapshot: Parameters<typeof favourites.connect>[0]) => ({
  view: favourites.connect(snapshot),
  loaded: Object.fromEntries(PERSONAL_LISTS.map((list) => [list, snapshot.matches({ player: { [list]: 'loaded' } })])) as Record<PersonalList, boolean>,
});

const playerDataChild = (snapshot: ReturnType<typeof auth.authMachine.getInitialSnapshot>) => snapshot.children.playerData ?? null;

/** Free spins and golden chips per game once the player data's part has answered (read from its context: the chrome owns its connect). */
const gamingBonusesOf = (snapshot: ReturnType<typeof playerData.playerDataMachine.getInitialSnapshot>) =>
  snapshot.matches({ gamingBonuses: 'loading' }) ? null : snapshot.context.gamingBonuses;

export const usePlayerLists = (kinds: readonly PersonalCategoryKind[]): PlayerListsView => {
  const started = useBrowserRuntime();
  const session = useSessionStatus(started, useRootData()?.mayHaveSession ?? false);
  const categories = kinds.map((kind) => ({ type: PERSONAL_CATEGORY_SLUGS[kind].source }));
  const needs = personalisedDataNeeds(categories);
  const actor = useOnDemandMachine(
    SystemId.favourites,
    {
      input: session === 'authenticated' ? [] : null,
      start: 'now',
      onOpened: (opened) => opened.send({ type: 'favourites.layout-changed', categories }),
    },
    [kinds.join(',')],
  );
  const read = useActorView(actor, listsOf, null);
  const lists = read?.view ?? null;
  const authActor = started?.system.get(SystemId.auth) ?? null;
  const gamingBonuses = useActorView(useActorView(authActor, playerDataChild, null), gamingBonusesOf, null);
  if (session !== 'authenticated') return { status: session, lists: NO_LISTS };
  const wanted = PERSONAL_LISTS.filter((list) => needs[list]);
  const bonuses = kinds.some((kind) => BONUS_KINDS.has(kind));
  const loading = read === null || wanted.some((list) => !read.loaded[list]) || (bonuses && gamingBonuses === null);
  const status: PlayerListsStatus = lists !== null && wanted.some((list) => lists.failed[list]) ? 'failed' : loading ? 'loading' : 'ready';
  return {
    status,
    lists: {
      favourites: lists?.favourites ?? [],
      playerGames: lists?.playerGames ?? [],
      recentResults: lists?.recentWins ?? [],
      gamingBonuses: gamingBonuses ?? NO_LISTS.gamingBonuses,
    },
  };
};
