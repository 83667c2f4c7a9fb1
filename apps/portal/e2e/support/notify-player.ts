// Pushes a notification to a player through the demo platform's real-time test switch, once the
// player's socket is there to take it (polls until delivered: the socket opens after the login).
import { expect } from 'vitest';
import type { InAppNotification } from '@casino/core';

export const realtimeSwitch = (platformOrigin: string, path: string, body?: unknown): Promise<Response> =>
  fetch(`${platformOrigin}/__test/realtime/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export const notifyPlayer = async (platformOrigin: string, username: string, notification: InAppNotification): Promise<void> => {
  await expect
    .poll(async () => ((await (await realtimeSwitch(platformOrigin, 'notify', { username, notification })).json()) as { delivered: number }).delivered, {
      timeout: 30_000,
      interval: 500,
    })
    .toBeGreaterThan(0);
};
