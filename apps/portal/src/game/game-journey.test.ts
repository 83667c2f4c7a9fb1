import { describe, expect, it } from 'vitest';
import { filterUsedOfState, journeyOfState, playLinkState } from './game-journey.ts';

const game = { name: 'Book of Dead', live: false };

describe('the details’ play link state', () => {
  it('says a filter set was used when the page under the details applies one (filter_used)', () => {
    const filtered = playLinkState(game, 'preview-games', '?provider=bohemia-gaming&jackpot=1');
    expect(filterUsedOfState(filtered)).toBe(true);
    expect(journeyOfState(filtered)?.from.route).toBe('preview-games');
    expect(filterUsedOfState(playLinkState({ name: 'Roulette', live: true }, 'preview-live-games', '?open=1'))).toBe(true);
  });

  it('says none was used on an unfiltered page, for parameters that are not filters, or without the details’ state', () => {
    expect(filterUsedOfState(playLinkState(game, 'preview-games', ''))).toBe(false);
    expect(filterUsedOfState(playLinkState(game, 'preview', '?nativeapp=1&reels=not+a+count'))).toBe(false);
    expect(filterUsedOfState(null)).toBe(false);
    expect(filterUsedOfState({ journey: playLinkState(game, 'preview', '').journey })).toBe(false);
  });
});
