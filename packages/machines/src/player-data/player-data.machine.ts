// Loads every part of the player data in parallel (one injected loader each), then keeps it: balance
// notifications, the balance-visibility toggle and refreshes of chosen parts. The machine runs only
// for an authenticated player outside the native view (the auth machine starts it only then), so
// nothing is ever fetched for a guest or in the native view.
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  ErrorKey,
  PLAYER_DATA_ERRORS,
  PLAYER_INFO_FIELDS,
  playerDataPartsToLoad,
  type GamingBonus,
  type PlayerBonus,
  type PlayerInfo,
  type PlayerMessage,
  type PlayerOverview,
  type Balance,
  type BonusTemplateOptIn,
  type TagNameOptIn,
} from '@casino/core';
import { applyLoaded, withoutErrorOf } from './player-data.parts.ts';
import {
  type BalanceVisibilityUpdate,
  type PlayerDataContext,
  type PlayerDataEmitted,
  type PlayerDataEvent,
  type PlayerDataInput,
  type PlayerDataLoaded,
  type PlayerDataPart,
  type PlayerInfoRequest,
} from './player-data.types.ts';

const notProvided = (what: string) => async (): Promise<never> => {
  throw new Error(`playerData: ${what} not provided`);
};

/** The loader actor of each part. */
export const PLAYER_DATA_LOADERS = {
  balances: 'loadBalances',
  balanceVisibility: 'loadBalanceVisibility',
  info: 'loadInfo',
  overview: 'loadOverview',
  messages: 'loadMessages',
  gamingBonuses: 'loadGamingBonuses',
  bonuses: 'loadBonuses',
  bonusTemplates: 'loadBonusTemplateOptIns',
  tags: 'loadTagOptIns',
  notificationToken: 'loadNotificationToken',
} as const satisfies Record<PlayerDataPart, string>;
const LOADER = PLAYER_DATA_LOADERS;

const emptyData = (input: PlayerDataInput) => ({
  username: input.username ?? '',
  balances: {},
  info: null,
  overview: null,
  messages: [],
  balanceVisible: true,
  gamingBonuses: { freeSpins: {}, goldenChips: {} },
  bonuses: [],
  bonusTemplateOptIns: [],
  tagNameOptIn: [],
  notificationToken: input.notificationToken ?? null,
});

const outputOf = (event: unknown): unknown => (event as { output?: unknown }).output;

export const playerDataMachine = setup({
  types: {
    context: {} as PlayerDataContext,
    events: {} as PlayerDataEvent,
    input: {} as PlayerDataInput,
    emitted: {} as PlayerDataEmitted,
  },
  actors: {
    loadBalances: fromPromise<readonly Balance[], void>(notProvided('loadBalances')),
    loadBalanceVisibility: fromPromise<{ readonly balanceHidden: boolean }, void>(notProvided('loadBalanceVisibility')),
    loadInfo: fromPromise<PlayerInfo, PlayerInfoRequest>(notProvided('loadInfo')),
    loadOverview: fromPromise<PlayerOverview, void>(notProvided('loadOverview')),
    loadMessages: fromPromise<readonly PlayerMessage[], void>(notProvided('loadMessages')),
    loadGamingBonuses: fromPromise<readonly GamingBonus[], void>(notProvided('loadGamingBonuses')),
    loadBonuses: fromPromise<readonly PlayerBonus[], void>(notProvided('loadBonuses')),
    loadBonusTemplateOptIns: fromPromise<readonly BonusTemplateOptIn[], void>(notProvided('loadBonusTemplateOptIns')),
    loadTagOptIns: fromPromise<readonly TagNameOptIn[], void>(notProvided('loadTagOptIns')),
    loadNotificationToken: fromPromise<string, void>(notProvided('loadNotificationToken')),
    /** Saves the balance visibility; answers the saved balanceHidden. */
    updateBalanceVisibility: fromPromise<BalanceVisibilityUpdate, BalanceVisibilityUpdate>(notProvided('updateBalanceVisibility')),
  },
  guards: {
    requested: ({ event }, params: { part: PlayerDataPart }) =>
      event.type === 'player-data.refresh' && playerDataPartsToLoad(event.parts).includes(params.part),
  },
  actions: {
    storeLoaded: assign(({ event }, params: { part: PlayerDataPart }) =>
      applyLoaded(params.part, outputOf(event) as PlayerDataLoaded[PlayerDataPart]),
    ),
    storeError: assign({
      errors: ({ context }, params: { part: PlayerDataPart }) => ({ ...context.errors, [params.part]: PLAYER_DATA_ERRORS[params.part] }),
    }),
    clearError: assign({
      errors: ({ context }, params: { part: PlayerDataPart }) => withoutErrorOf(context.errors, params.part),
    }),
    storeBalance: assign({
      balances: ({ context, event }) =>
        event.type === 'player-data.balance-updated' ? { ...context.balances, [event.balance.type]: event.balance } : context.balances,
    }),
    holdVisibility: assign({
      pendingBalanceVisible: ({ event }) => (event.type === 'player-data.set-balance-visible' ? event.visible : null),
    }),
    storeVisibility: assign(({ event }) => ({
      balanceVisible: !(outputOf(event) as BalanceVisibilityUpdate).balanceHidden,
      pendingBalanceVisible: null,
    })),
    dropVisibility: assign({ pendingBalanceVisible: null }),
    showVisibilityError: emit({
      type: 'snackbar.show',
      message: { title: ErrorKey.unableToUpdateBalanceVisibility, type: 'alert' },
    }),
  },
}).createMachine({
  id: 'playerData',
  context: ({ input }) => ({
    ...emptyData(input),
    errors: {},
    pendingBalanceVisible: null,
  }),
  // Every part loads in its own region at once; a refresh re-enters the regions of the parts it names.
  type: 'parallel',
  on: {
    'player-data.balance-updated': { actions: 'storeBalance' },
  },
  states: {
    balances: loaderRegion('balances'),
    balanceVisibility: loaderRegion('balanceVisibility'),
    info: loaderRegion('info'),
    overview: loaderRegion('overview'),
    messages: loaderRegion('messages'),
    gamingBonuses: loaderRegion('gamingBonuses'),
    bonuses: loaderRegion('bonuses'),
    bonusTemplates: loaderRegion('bonusTemplates'),
    tags: loaderRegion('tags'),
    notificationToken: loaderRegion('notificationToken'),
    visibilityToggle: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'player-data.set-balance-visible': { target: 'saving', actions: 'holdVisibility' },
          },
        },
        saving: {
          invoke: {
            id: 'updateBalanceVisibility',
            src: 'updateBalanceVisibility',
            input: ({ context }) => ({ balanceHidden: !(context.pendingBalanceVisible ?? context.balanceVisible) }),
            onDone: { target: 'idle', actions: 'storeVisibility' },
            onError: { target: 'idle', actions: ['dropVisibility', 'showVisibilityError'] },
          },
        },
      },
    },
  },
});

// One region per part. A failing loader leaves the part as it was and records its short error; a
// refresh naming the part loads it again.
function loaderRegion<P extends PlayerDataPart>(part: P) {
  const src: (typeof LOADER)[P] = LOADER[part];
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        entry: { type: 'clearError' as const, params: { part } },
        invoke: {
          id: src,
          src,
          // Only the info loader takes an input: the fields to ask for.
          input: (part === 'info' ? { requestedPlayerData: PLAYER_INFO_FIELDS } : undefined) as never,
          onDone: { target: 'loaded' as const, actions: { type: 'storeLoaded' as const, params: { part } } },
          onError: { target: 'failed' as const, actions: { type: 'storeError' as const, params: { part } } },
        },
      },
      loaded: {
        on: { 'player-data.refresh': { guard: { type: 'requested' as const, params: { part } }, target: 'loading' as const } },
      },
      failed: {
        on: { 'player-data.refresh': { guard: { type: 'requested' as const, params: { part } }, target: 'loading' as const } },
      },
    },
  };
}
