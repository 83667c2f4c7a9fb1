// When the promotions page says "no promotions" (part 1 §5): only when the person sees none at all.
// The server draws the visitor's list and cannot know the session; a logged-in player's list of
// players-only promotions follows in the browser. The notice stays while that list loads (as the
// server drew it) and goes once it brings promotions; a failed list says so itself, so the notice
// does not also claim there are none.

/** What the page knows of the players-only list. */
export type PlayersPromotionsSeen = 'visitor' | 'loading' | 'failed' | { readonly count: number };

export const showsNoPromotionsNotice = (visitorCount: number, players: PlayersPromotionsSeen): boolean => {
  if (visitorCount > 0) return false;
  if (players === 'visitor' || players === 'loading') return true;
  if (players === 'failed') return false;
  return players.count === 0;
};
