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
import { loaderRegion } from '../shared/loader-region.ts';
import { notProvidedActor } from '../shared/not-provided.ts';
import { outputOf } from '../shared/output-of.ts';
import { showAlert } from '../snackbar/snackbar-request.ts';
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

export const playerDataMachine = setup({
  types: {
    context: {} as PlayerDataContext,
    events: {} as PlayerDataEvent,
    input: {} as PlayerDataInput,
    emitted: {} as PlayerDataEmitted,
  },
  actors: {
    loadBalances: fromPromise<readonly Balance[], void>(notProvidedActor('playerData', 'loadBalances')),
    loadBalanceVisibility: fromPromise<BalanceVisibilityUpdate, void>(notProvidedActor('playerData', 'loadBalanceVisibility')),
    loadInfo: fromPromise<PlayerInfo, PlayerInfoRequest>(notProvidedActor('playerData', 'loadInfo')),
    loadOverview: fromPromise<PlayerOverview, void>(notProvidedActor('playerData', 'loadOverview')),
    loadMessages: fromPromise<readonly PlayerMessage[], void>(notProvidedActor('playerData', 'loadMessages')),
    loadGamingBonuses: fromPromise<readonly GamingBonus[], void>(notProvidedActor('playerData', 'loadGamingBonuses')),
    loadBonuses: fromPromise<readonly PlayerBonus[], void>(notProvidedActor('playerData', 'loadBonuses')),
    loadBonusTemplateOptIns: fromPromise<readonly BonusTemplateOptIn[], void>(notProvidedActor('playerData', 'loadBonusTemplateOptIns')),
    loadTagOptIns: fromPromise<readonly TagNameOptIn[], void>(notProvidedActor('playerData', 'loadTagOptIns')),
    loadNotificationToken: fromPromise<string, void>(notProvidedActor('playerData', 'loadNotificationToken')),
    /** Saves the balance visibility; answers the saved balanceHidden. */
    updateBalanceVisibility: fromPromise<BalanceVisibilityUpdate, BalanceVisibilityUpdate>(notProvidedActor('playerData', 'updateBalanceVisibility')),
  },
  guards: {
    /** The login or session check brought the notification token. */
    tokenGiven: ({ context }) => context.notificationToken !== null,
    requested: ({ event }, params: { part: PlayerDataPart }) =>
      event.type === 'player-data.refresh' && playerDataPartsToLoad(event.parts).includes(params.part),
  },
  actions: {
    storeLoaded: assign(({ event }, params: { part: PlayerDataPart }) => applyLoaded(params.part, outputOf<PlayerDataLoaded[PlayerDataPart]>(event))),
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
      balanceVisible: !outputOf<BalanceVisibilityUpdate>(event).balanceHidden,
      pendingBalanceVisible: null,
    })),
    dropVisibility: assign({ pendingBalanceVisible: null }),
    showVisibilityError: emit(showAlert(ErrorKey.unableToUpdateBalanceVisibility)),
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
    balances: partRegion('balances'),
    balanceVisibility: partRegion('balanceVisibility'),
    // Only the info loader takes an input: the fields to ask for.
    info: partRegion('info', { requestedPlayerData: PLAYER_INFO_FIELDS } satisfies PlayerInfoRequest),
    overview: partRegion('overview'),
    messages: partRegion('messages'),
    gamingBonuses: partRegion('gamingBonuses'),
    bonuses: partRegion('bonuses'),
    bonusTemplates: partRegion('bonusTemplates'),
    tags: partRegion('tags'),
    notificationToken: partRegion('notificationToken', undefined, 'tokenGiven'),
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
function partRegion<P extends PlayerDataPart, const I = undefined, const G extends string | undefined = undefined>(part: P, input?: I, loadedWhen?: G) {
  return loaderRegion({
    src: LOADER[part],
    input,
    loadedWhen,
    entry: { type: 'clearError', params: { part } },
    onDone: { type: 'storeLoaded', params: { part } },
    onError: { type: 'storeError', params: { part } },
    reload: { event: 'player-data.refresh', guard: { type: 'requested', params: { part } }, from: 'loaded-or-failed' },
  });
}
