// The analytics user event (part 2 §3, §6): a logged-in player's data map (phone, userId, username,
// playerClientId, email, sex, city, accountBusinessPhase) with hashed forms of the contact fields,
// which the analytics tool matches without reading them; a guest's carries no player data at all.
// Hashing is the caller's (the browser's SubtleCrypto is asynchronous); what is hashed is decided here.
import type { AnalyticsPlayerDataMap } from '../types/player.ts';
import { AnalyticsEventName } from './analytics-event.ts';

/** The contact fields as they are hashed: one spelling per address, or null when absent. */
export interface HashInputs {
  readonly email: string | null;
  readonly phone: string | null;
}

/** The SHA-256 (hex) of each hash input, or null where the input is. */
export type PlayerHashes = HashInputs;

const present = (value: string | null): string | null => (value === null || value === '' ? null : value);

/**
 * E-mail: trimmed and lower-cased; phone: its digits, with a leading + kept (spaces, dashes and
 * brackets are how people write a number, not part of it). Either is null when nothing is left.
 */
export const hashInputsOf = (info: Pick<AnalyticsPlayerDataMap, 'email' | 'phone'>): HashInputs => {
  const email = present(info.email?.trim().toLowerCase() ?? null);
  const phone =
    info.phone === null
      ? null
      : present(
          info.phone
            .trim()
            .replace(/(?!^\+)\D/g, '')
            .replace(/^\+$/, ''),
        );
  return { email, phone };
};

/** `info`: the player's info, of which only the data map's fields go on. */
export const userEvent = (info: AnalyticsPlayerDataMap, hashes: PlayerHashes) =>
  ({
    event: AnalyticsEventName.user,
    logged_in: true,
    user_id: info.userId,
    username: info.username,
    player_client_id: info.playerClientId,
    email: info.email,
    phone: info.phone,
    sex: info.sex,
    city: info.city,
    account_business_phase: info.accountBusinessPhase,
    email_sha256: hashes.email,
    phone_sha256: hashes.phone,
  }) as const;

/** After a logout: the page's user is a guest again, and nothing of the player goes on. */
export const guestUserEvent = () => ({ event: AnalyticsEventName.user, logged_in: false }) as const;
