// What the my-account panel tells a player about their account (part 1 §3 player info): the spec
// names the info fields but not which to show. Shown: the ways the operator reaches them (e-mail,
// phone), their city and client number (what support asks for), and the account's state. Not shown:
// the internal userId, the language (the page's own) and sex (nothing a player acts on).
import type { PlayerInfo } from '../types/player.ts';

/** The info fields shown, in this order, each only when it has a value. */
export const ACCOUNT_SUMMARY_FIELDS = ['email', 'phone', 'city', 'playerClientId'] as const;
export type AccountSummaryField = (typeof ACCOUNT_SUMMARY_FIELDS)[number];

/** The business phase of a fully registered account that may play (the demo platform's and the operator's word). */
export const ACTIVE_BUSINESS_PHASE = 'online';

/**
 * suspended: the platform suspended it (wins over any phase); active: the phase is online (or not
 * told); pending: any other phase (a registration not yet complete, e.g. pre-registered).
 */
export type AccountState = 'active' | 'pending' | 'suspended';

export const accountStateOf = (info: Pick<PlayerInfo, 'suspended' | 'accountBusinessPhase'>): AccountState => {
  if (info.suspended) return 'suspended';
  const phase = info.accountBusinessPhase?.trim() ?? '';
  return phase === '' || phase.toLowerCase() === ACTIVE_BUSINESS_PHASE ? 'active' : 'pending';
};

/** The shown fields with a non-blank value, in ACCOUNT_SUMMARY_FIELDS order, trimmed. */
export const accountSummaryFields = (info: Pick<PlayerInfo, AccountSummaryField>): readonly { readonly field: AccountSummaryField; readonly value: string }[] =>
  ACCOUNT_SUMMARY_FIELDS.flatMap((field) => {
    const value = info[field]?.trim() ?? '';
    return value === '' ? [] : [{ field, value }];
  });
