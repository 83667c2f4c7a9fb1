// Local bookkeeping of bonus-template opt-ins after the server call succeeded (part 1 §4).
import type { BonusTemplateOptIn } from '../types/index.ts';

/** The opt-ins with `templateCode` added at the end (unchanged when already there). */
export const withTemplateOptIn = (optIns: readonly BonusTemplateOptIn[], templateCode: string): BonusTemplateOptIn[] =>
  optIns.some((optIn) => optIn.templateCode === templateCode) ? [...optIns] : [...optIns, { templateCode }];

/** The opt-ins without `templateCode`. */
export const withoutTemplateOptIn = (optIns: readonly BonusTemplateOptIn[], templateCode: string): BonusTemplateOptIn[] =>
  optIns.filter((optIn) => optIn.templateCode !== templateCode);
