// Promotion audience and activity, and the promotions badge (part 1 §4–§5, part 2 §2, D8).
import { PromotionVisibility } from '../types/index.ts';
import type { BonusTemplateOptIn, PlayerBonus, Promotion, TagNameOptIn } from '../types/index.ts';

export interface PromotionOptIns {
  readonly bonusTemplateOptIns: readonly BonusTemplateOptIn[];
  readonly tagNameOptIn: readonly TagNameOptIn[];
}

export type PromotionActivity = 'active' | 'available';

/**
 * Restricted when visibleTo is set, is not "all", and does not match the logged-in state. A value
 * the CMS may add later matches neither state, so such a promotion stays hidden rather than leaking.
 */
export const isPromotionRestricted = (promotion: Pick<Promotion, 'visibleTo'>, loggedIn: boolean): boolean => {
  const visibleTo = (promotion.visibleTo ?? '').trim().toLowerCase();
  if (visibleTo === '' || visibleTo === PromotionVisibility.all) return false;
  const audienceOfPlayer = loggedIn ? PromotionVisibility.loggedIn : PromotionVisibility.notLoggedIn;
  return visibleTo !== audienceOfPlayer;
};

/** Active when the player opted in by the promotion's template code or by its tag name. */
export const promotionActivity = (promotion: Pick<Promotion, 'templateCode' | 'tagName'>, optIns: PromotionOptIns): PromotionActivity => {
  const { templateCode, tagName } = promotion;
  const byTemplate = !!templateCode && optIns.bonusTemplateOptIns.some((optIn) => optIn.templateCode === templateCode);
  const byTag = !!tagName && optIns.tagNameOptIn.some((tag) => tag.name === tagName);
  return byTemplate || byTag ? 'active' : 'available';
};

export interface PromotionsBadgeInput extends PromotionOptIns {
  /** The player's current bonuses (the list the bonuses call returns; empty for guests). */
  readonly bonuses: readonly PlayerBonus[];
  readonly promotions: readonly Pick<Promotion, 'templateCode' | 'tagName' | 'visibleTo'>[];
  readonly loggedIn: boolean;
}

/** Bonuses plus the active promotions the player may see; 0 means the badge is hidden. */
export const promotionsBadgeCount = ({ bonuses, promotions, bonusTemplateOptIns, tagNameOptIn, loggedIn }: PromotionsBadgeInput): number => {
  const optIns = { bonusTemplateOptIns, tagNameOptIn };
  const activePromotions = promotions.filter((promotion) => !isPromotionRestricted(promotion, loggedIn) && promotionActivity(promotion, optIns) === 'active');
  return bonuses.length + activePromotions.length;
};
