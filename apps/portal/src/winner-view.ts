// The one way a live win becomes react-ui's WinnerView (the lobby's strip and the winners pages):
// the game's link and portrait art, the amount in the site's currency format.
import { formatCurrency, gameImageUrl, type LiveWinner } from '@casino/core';
import type { WinnerView } from '@casino/react-ui';
import { linkTo, type LinkContext } from './page-links.ts';

const WINNER_ART = { width: 96, height: 128 } as const;

/** `index` keeps ids apart when one game has two wins at the same instant. */
export const winnerView = (winner: LiveWinner, links: LinkContext, index: number): WinnerView => ({
  id: `${winner.gameCode}-${winner.wonAt}-${index}`,
  nickname: winner.nickname,
  gameName: winner.game.name,
  href: linkTo(links, 'preview-games-game', { game: winner.gameCode }),
  amount: formatCurrency(winner.amount, winner.currencyCode, { locale: 'cs-CZ' }),
  imageUrl: gameImageUrl(links.assetBase, winner.game, 'Portrait', WINNER_ART),
  ...WINNER_ART,
});
