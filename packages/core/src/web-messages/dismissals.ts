// Dismissed web messages are remembered for 12 hours (D9, part 2 §9).
import { WEB_MESSAGE_DISMISS_MS } from '../constants.ts';

/** Message id → epoch ms when the player dismissed it: what the portal keeps in storage. */
export type WebMessageDismissals = Readonly<Record<string, number>>;

const isActive = (dismissedAt: number, now: number): boolean => Number.isFinite(dismissedAt) && now - dismissedAt < WEB_MESSAGE_DISMISS_MS;

/** The ids whose dismissal is younger than 12 hours. */
export const activeDismissals = (dismissedAt: WebMessageDismissals, now: number): ReadonlySet<string> =>
  new Set(
    Object.entries(dismissedAt)
      .filter(([, at]) => isActive(at, now))
      .map(([id]) => id),
  );

/** The stored dismissals with this one added and the expired ones forgotten, ready to save. */
export const withDismissal = (dismissedAt: WebMessageDismissals, id: string, now: number): Record<string, number> => ({
  ...Object.fromEntries(Object.entries(dismissedAt).filter(([, at]) => isActive(at, now))),
  [id]: now,
});
