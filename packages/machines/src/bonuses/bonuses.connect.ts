import { isPromotionRestricted, promotionActivity, promotionsBadgeCount } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { bonusesMachine } from './bonuses.machine.ts';
import type { BonusesViewModel } from './bonuses.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof bonusesMachine>): BonusesViewModel => {
  const { context } = snapshot;
  const optIns = { bonusTemplateOptIns: context.bonusTemplateOptIns, tagNameOptIn: context.tagNameOptIn };
  const badgeCount = promotionsBadgeCount({ ...optIns, bonuses: context.bonuses, promotions: context.promotions, loggedIn: context.loggedIn });
  return {
    busy: !snapshot.matches('idle'),
    operation: context.operation,
    badgeCount,
    badgeVisible: badgeCount > 0,
    promotions: context.promotions
      .filter((promotion) => !isPromotionRestricted(promotion, context.loggedIn))
      .map((promotion) => ({ promotion, activity: promotionActivity(promotion, optIns) })),
    bonusTemplateOptIns: context.bonusTemplateOptIns,
    bonuses: context.bonuses,
  };
};
