// What the notification hub lists and the in-app notification shows (part 2 §1, §3): each arriving
// notification as one entry, its words already in the page's language (the mini-frontends carry
// none), newest first, a bounded number kept for the page's life.
import type { PlayerMessageType } from '../types/enums.ts';

export interface NotificationEntry {
  /** Unique within the page (the order of arrival). */
  readonly id: string;
  readonly type: PlayerMessageType;
  /** What the player reads, in the page's language. */
  readonly text: string;
  /** When it arrived (ISO 8601) and that time as the page shows it. */
  readonly at: string;
  readonly atText: string;
}

/** The hub keeps this many; older ones drop off (a long session does not grow the page). */
export const NOTIFICATION_HUB_MAX_ENTRIES = 50;

/** The list with `entry` first, at most `max` long; an entry already listed (same id) is not added twice. */
export const withNotificationEntry = <Entry extends { readonly id: string }>(
  entries: readonly Entry[],
  entry: Entry,
  max: number = NOTIFICATION_HUB_MAX_ENTRIES,
): readonly Entry[] => (entries.some((listed) => listed.id === entry.id) ? entries : [entry, ...entries].slice(0, Math.max(0, max)));

/** A list as a mini-frontend reads it from another script's event: the well-formed entries, the rest dropped. */
export const notificationEntriesOf = (detail: unknown): readonly NotificationEntry[] => {
  if (!Array.isArray(detail)) return [];
  return detail.filter((value): value is NotificationEntry => {
    if (typeof value !== 'object' || value === null) return false;
    const { id, type, text, at, atText } = value as Record<string, unknown>;
    return [id, type, text, at, atText].every((field) => typeof field === 'string');
  });
};
