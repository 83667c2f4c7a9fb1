// Changes of a player's data that the player should hear about at once: the notification socket
// (STOMP) subscribes here and turns each into an in-app notification.
import type { InAppNotification } from '@casino/core';

export type PlayerEventListener = (username: string, notification: InAppNotification) => void;

export interface PlayerEvents {
  emit(username: string, notification: InAppNotification): void;
  subscribe(listener: PlayerEventListener): () => void;
}

export const createPlayerEvents = (): PlayerEvents => {
  const listeners = new Set<PlayerEventListener>();
  return {
    emit: (username, notification) => listeners.forEach((listener) => listener(username, notification)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
