// The panic button's redirect (part 2 §4): "if a self-exclusion reason code appears on the user, the
// browser is sent to the external responsible-gaming address". This is not isSelfExcluded (part 1 §5,
// the overview's product settings naming CrossProduct or Casino): the reason code is what the
// platform sets once a block (such as the panic block) took effect, whatever the products.
import type { PlayerOverview } from '../types/player.ts';

/** The user as the chrome knows it: the overview, or any value carrying its reason code. */
type WithReasonCode = { readonly [K in 'selfExclusionReasonCode']?: PlayerOverview[K] };

/**
 * Whether the user carries a self-exclusion reason code, i.e. the browser must go to the
 * responsible-gaming address. Any non-empty code counts; null, undefined and '' mean none.
 */
export const hasSelfExclusionReasonCode = (user: WithReasonCode | null | undefined): boolean => {
  const code = user?.selfExclusionReasonCode;
  return typeof code === 'string' && code !== '';
};
