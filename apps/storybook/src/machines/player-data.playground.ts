// The player data: every part loads in parallel with its own loader; refreshes reload chosen parts;
// the balance toggle answers at once and saves in the background.
import type { DemoWorld } from '@casino/demo-data';
import * as playerData from '@casino/machines/player-data';
import { forMachine } from '../playground/machine-description.ts';
import { player } from './demo-scope.ts';

const loaded = <T>(answer: (world: DemoWorld) => T) => ({
  kind: 'promise' as const,
  answers: { 'demo player': ({ world }: { world: DemoWorld }) => answer(world) },
});

export const playerDataPlayground = forMachine(playerData.playerDataMachine).describe({
  id: 'player-data',
  title: 'Player data',
  summary:
    'Ten loaders run at once (pick Fail on one: only its part keeps its short error). Hide the balance (it answers at once, then saves), refresh the bonuses, push a balance notification.',
  input: ({ world }) => ({ username: player(world).username, notificationToken: null }),
  actors: {
    loadBalances: loaded((world) => player(world).balances),
    loadBalanceVisibility: loaded((world) => ({ balanceHidden: player(world).balanceHidden })),
    loadInfo: loaded((world) => player(world).info),
    loadOverview: loaded((world) => player(world).overview),
    loadMessages: loaded((world) => Object.values(player(world).waitingMessages).flatMap((messages) => messages ?? [])),
    loadGamingBonuses: loaded((world) => player(world).gamingBonuses),
    loadBonuses: loaded((world) => player(world).bonuses),
    loadBonusTemplateOptIns: loaded((world) => player(world).bonusTemplateOptIns),
    loadTagOptIns: loaded((world) => player(world).tagNameOptIn),
    loadNotificationToken: loaded((world) => `nt-${player(world).info.userId}`),
    updateBalanceVisibility: { kind: 'promise', answers: { saved: ({ input }) => input } },
  },
  events: [
    { label: 'all', event: { type: 'player-data.refresh' } },
    { label: 'bonuses', event: { type: 'player-data.refresh', parts: ['bonuses'] } },
    { label: 'hide', event: { type: 'player-data.set-balance-visible', visible: false } },
    { label: 'show', event: { type: 'player-data.set-balance-visible', visible: true } },
    { event: { type: 'player-data.balance-updated', balance: { type: 'casino_gaming', amount: 777.5, currencyCode: 'CZK' } } },
  ],
  view: playerData.connect,
});
