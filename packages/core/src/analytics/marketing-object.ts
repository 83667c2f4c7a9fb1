// The marketing and personalisation service's global object (part 2 §7: "a marketing and
// personalisation service is read through a global object"; §6: a player's data only while logged
// in). The spec does not spell its fields, so the object names the player as the service's own
// personalised-games call does (customer_ids.userId) and carries only what the tag manager's user
// event already gives the analytics tool in hashed form: never the raw e-mail or phone. It exists
// only for a logged-in player who granted the marketing group of the cookie consent; otherwise
// there is none (not an empty one), so that the service reads nothing of a visitor or a player who
// declined.
import type { PlayerInfo } from '../types/player.ts';
import type { ConsentGroup } from './consent.ts';
import type { PlayerHashes } from './user-event.ts';

/** The window's property the portal sets and the service reads. */
export const MARKETING_GLOBAL = 'casinoMarketing';

export interface MarketingObject {
  readonly customer_ids: { readonly userId: string };
  readonly language: string | null;
  readonly email_sha256: string | null;
  readonly phone_sha256: string | null;
}

/** `granted`: the consent cookie's groups (null: not chosen). `info`: the logged-in player's, or null for a visitor. */
export const marketingObject = (
  info: Pick<PlayerInfo, 'userId' | 'language'> | null,
  hashes: PlayerHashes,
  granted: readonly ConsentGroup[] | null,
): MarketingObject | null =>
  info === null || granted === null || !granted.includes('marketing')
    ? null
    : { customer_ids: { userId: info.userId }, language: info.language, email_sha256: hashes.email, phone_sha256: hashes.phone };
