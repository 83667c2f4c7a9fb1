// Bonuses and promotions (part 1 §4, §8): confirming a bonus (accept or decline), opting in to and
// out of bonus templates, opting in to a promotion's tag, and what the promotions list and badge show.
import type { BonusTemplateOptIn, PlayerBonus, Promotion, PromotionActivity, SnackbarRequest, TagNameOptIn } from '@casino/core';

export type BonusAction = 'accept' | 'decline';

/** The promotion fields the rules read. */
export type BonusPromotion = Pick<Promotion, 'id' | 'templateCode' | 'tagName' | 'visibleTo'>;

export interface BonusesData {
  readonly loggedIn: boolean;
  readonly bonuses: readonly PlayerBonus[];
  readonly bonusTemplateOptIns: readonly BonusTemplateOptIn[];
  readonly tagNameOptIn: readonly TagNameOptIn[];
  readonly promotions: readonly BonusPromotion[];
}

export type BonusesInput = Partial<BonusesData>;

/** The operation in flight. */
export type BonusOperation =
  | { readonly kind: 'confirm'; readonly bonusId: string; readonly action: BonusAction }
  | { readonly kind: 'optIn' | 'optOut'; readonly templateCode: string }
  | { readonly kind: 'tagOptIn'; readonly tagName: string };

export interface BonusesContext extends BonusesData {
  readonly operation: BonusOperation | null;
}

export type BonusesEvent =
  /** New data from the player data and the catalogue (any subset). */
  | ({ readonly type: 'bonuses.sync' } & Partial<BonusesData>)
  | { readonly type: 'bonuses.confirm'; readonly bonusId: string; readonly action: BonusAction }
  | { readonly type: 'bonuses.opt-in'; readonly templateCode: string }
  | { readonly type: 'bonuses.opt-out'; readonly templateCode: string }
  | { readonly type: 'bonuses.tag-opt-in'; readonly tagName: string };

export type BonusesEmitted =
  | { readonly type: 'snackbar.show'; readonly message: SnackbarRequest }
  /** The platform confirmed: the portal reloads the player's bonuses. */
  | { readonly type: 'bonuses.confirmed'; readonly bonusId: string; readonly action: BonusAction };

export interface ConfirmBonusInput {
  readonly bonusId: string;
  readonly action: BonusAction;
}

export interface TemplateOptInput {
  readonly templateCode: string;
}

export interface TagOptInInput {
  readonly tagName: string;
  /** The player's tags with the new one: what the marketing-tags POST sends. */
  readonly tags: readonly TagNameOptIn[];
}

export interface PromotionView {
  readonly promotion: BonusPromotion;
  readonly activity: PromotionActivity;
}

export interface BonusesViewModel {
  readonly busy: boolean;
  readonly operation: BonusOperation | null;
  /** Bonuses plus active promotions; 0 hides the badge. */
  readonly badgeCount: number;
  readonly badgeVisible: boolean;
  /** The promotions the player may see, each active or available. */
  readonly promotions: readonly PromotionView[];
  readonly bonusTemplateOptIns: readonly BonusTemplateOptIn[];
  /** The player's bonuses (a game-start message may offer one of them). */
  readonly bonuses: readonly PlayerBonus[];
}
