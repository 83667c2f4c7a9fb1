// player-data: each part's loader is one gateway call (the messages are the platform script's
// waiting messages of every kind); the balance toggle saves through the gateway.
import { Effect } from 'effect';
import { Gateway, PlatformScript } from '@casino/api-clients';
import { PLAYER_DATA_MESSAGE_TYPES, type PlayerMessage, type WaitingMessageType } from '@casino/core';
import { playerData } from '@casino/machines';
import { clientCall } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';

/** Every kind of waiting message, one platform call each, in the platform's order. */
export const waitingMessagesOf = (types: readonly WaitingMessageType[]) =>
  PlatformScript.use((platform) =>
    Effect.forEach(types, (type) => platform.waitingMessages(type), { concurrency: 'unbounded' }).pipe(Effect.map((lists) => lists.flat())),
  );

export const providePlayerData = (runtime: PortalRuntime) =>
  playerData.playerDataMachine.provide({
    actors: {
      loadBalances: clientCall(runtime, () => Gateway.use((gateway) => gateway.balances())),
      loadBalanceVisibility: clientCall(runtime, () => Gateway.use((gateway) => gateway.balanceVisibility())),
      loadInfo: clientCall(runtime, (request: playerData.PlayerInfoRequest) => Gateway.use((gateway) => gateway.playerInfo(request))),
      loadOverview: clientCall(runtime, () => Gateway.use((gateway) => gateway.clientOverview())),
      loadMessages: clientCall<readonly PlayerMessage[]>(runtime, () => waitingMessagesOf(PLAYER_DATA_MESSAGE_TYPES)),
      loadGamingBonuses: clientCall(runtime, () => Gateway.use((gateway) => gateway.gamingBonuses())),
      loadBonuses: clientCall(runtime, () => Gateway.use((gateway) => gateway.bonuses())),
      loadBonusTemplateOptIns: clientCall(runtime, () => Gateway.use((gateway) => gateway.optedInBonusTemplates())),
      loadTagOptIns: clientCall(runtime, () => Gateway.use((gateway) => gateway.marketingTags())),
      loadNotificationToken: clientCall(runtime, () => Gateway.use((gateway) => gateway.notificationToken())),
      updateBalanceVisibility: clientCall(runtime, (update: playerData.BalanceVisibilityUpdate) =>
        Gateway.use((gateway) => gateway.setBalanceVisibility(update)),
      ),
    },
  });
