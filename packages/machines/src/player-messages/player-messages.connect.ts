import { isSportsbookBonusMessage, playerMessageText } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { playerMessagesMachine } from './player-messages.machine.ts';
import type { PlayerMessagesViewModel } from './player-messages.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof playerMessagesMachine>): PlayerMessagesViewModel => {
  const { current, bonusDetails } = snapshot.context;
  return {
    message: current
      ? { source: current, displayType: current.displayType, text: playerMessageText(current), textIsKey: isSportsbookBonusMessage(current) }
      : null,
    bonusDetails: snapshot.matches('bonusDetails') ? bonusDetails : null,
    busy: !snapshot.matches('idle'),
  };
};
