// player-messages: at game start the platform's login and bonus messages, then the bonus code's
// details from the gateway.
import { Gateway } from '@casino/api-clients';
import { GAME_START_MESSAGE_TYPES, type BonusDetails, type PlayerMessage } from '@casino/core';
import { playerMessages } from '@casino/machines';
import { clientCall } from './client-call.ts';
import { waitingMessagesOf } from './player-data.ts';
import type { PortalRuntime } from './portal-runtime.ts';

export const providePlayerMessages = (runtime: PortalRuntime) =>
  playerMessages.playerMessagesMachine.provide({
    actors: {
      fetchMessages: clientCall<readonly PlayerMessage[]>(runtime, () => waitingMessagesOf(GAME_START_MESSAGE_TYPES)),
      fetchBonusDetails: clientCall<BonusDetails, playerMessages.BonusDetailsRequest>(runtime, ({ bonusCode }) =>
        Gateway.use((gateway) => gateway.bonusDetails(bonusCode)),
      ),
    },
  });
