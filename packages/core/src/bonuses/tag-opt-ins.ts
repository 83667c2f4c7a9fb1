// Local bookkeeping of a promotion's tag opt-in after the marketing-tags POST succeeded (part 1 §4,
// §7), the tag counterpart of withTemplateOptIn. The list with the new tag is also what the POST sends.
import type { TagNameOptIn } from '../types/index.ts';

/** The tags with `name` added at the end (unchanged when already there). */
export const withTagOptIn = (tags: readonly TagNameOptIn[], name: string): TagNameOptIn[] =>
  tags.some((tag) => tag.name === name) ? [...tags] : [...tags, { name }];
