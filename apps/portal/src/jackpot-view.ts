// The one way a jackpot becomes react-ui's JackpotView (lobby widget and catalogue pages alike):
// its link, levels at the fetch's amounts and the ticker's seed, by core's rule.
import { jackpotSeed, type Jackpot } from '@casino/core';
import type { JackpotView } from '@casino/react-ui';
import { linkTo, type LinkContext } from './page-links.ts';

export const jackpotView = (jackpot: Jackpot, links: Pick<LinkContext, 'locale' | 'preview'>): JackpotView => ({
  id: jackpot.id,
  title: jackpot.title,
  href: linkTo(links, 'preview-jackpots-slug', { slug: jackpot.slug }),
  currencyCode: jackpot.currencyCode,
  levels: jackpot.jackpotLevels.map((level) => ({ name: level.name, amount: level.amount })),
  seed: jackpotSeed(jackpot.id),
});
