// Self-exclusion (part 1 §5).
import type { PlayerOverview } from '../types/index.ts';

/** Products whose exclusion shuts the casino: the casino itself and the all-products exclusion. */
const CASINO_EXCLUDING_PRODUCTS: ReadonlySet<string> = new Set(['crossproduct', 'casino']);

/** Self-excluded when the overview's product settings include CrossProduct or Casino. */
export const isSelfExcluded = (overview: Pick<PlayerOverview, 'selfExclusion'> | null | undefined): boolean =>
  (overview?.selfExclusion?.productSettings ?? []).some((setting) => CASINO_EXCLUDING_PRODUCTS.has((setting.product ?? '').toLowerCase()));
