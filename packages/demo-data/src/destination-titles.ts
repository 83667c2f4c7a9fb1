// One name per destination (issue 21, finding 8): the menus, the submenu and the seo titles of the
// site's own pages call a page by the same words the portal's fixed links use (its Lingui texts
// "Kasino", "Výrobci her", "Promo akce", "Turnaje", "Top výherci", "Všechny hry"), which are also
// the pages' headings, so a visitor never meets two names for one page. The world's Czech titles;
// the demo platform translates them like every other title.
import { layoutSeoIds } from './layouts.ts';

export const DestinationTitle = {
  casino: 'Kasino',
  liveCasino: 'Živé kasino',
  providers: 'Výrobci her',
  collections: 'Žánry her',
  jackpots: 'Jackpoty',
  promotions: 'Promo akce',
  tournaments: 'Turnaje',
  winners: 'Top výherci',
  allGames: 'Všechny hry',
  liveAllGames: 'Všechny živé hry',
  topWins: 'Nejvyšší výhry',
  jackpotWins: 'Výhry jackpotů',
} as const;

/** The portal path of each named destination (unprefixed, as core's route table writes it). */
export const DESTINATION_PATHS: Readonly<Record<string, string>> = {
  '/': DestinationTitle.casino,
  '/kasino-zive': DestinationTitle.liveCasino,
  '/vyrobci': DestinationTitle.providers,
  '/zanr': DestinationTitle.collections,
  '/jackpoty': DestinationTitle.jackpots,
  '/promo-bonusy': DestinationTitle.promotions,
  '/tournaments': DestinationTitle.tournaments,
  '/vitezove': DestinationTitle.winners,
  '/vsechny-hry': DestinationTitle.allGames,
  '/kasino-zive/vsechny-hry': DestinationTitle.liveAllGames,
  '/vyhry/nejvyssi': DestinationTitle.topWins,
  '/vyhry/jackpotu': DestinationTitle.jackpotWins,
};

/** The seo records of the layouts' pages that are one of the destinations above: seo id → path. */
export const DESTINATION_SEO_IDS: Readonly<Record<string, string>> = {
  [layoutSeoIds.casino.Lobby]: '/',
  [layoutSeoIds.live.LiveLobby]: '/kasino-zive',
  [layoutSeoIds.casino.Providers]: '/vyrobci',
  [layoutSeoIds.casino.Collections]: '/zanr',
  [layoutSeoIds.casino.Jackpots]: '/jackpoty',
  [layoutSeoIds.casino.AllGames]: '/vsechny-hry',
  [layoutSeoIds.live.AllGames]: '/kasino-zive/vsechny-hry',
  [layoutSeoIds.casino.Promotions]: '/promo-bonusy',
  [layoutSeoIds.winners.Winners]: '/vitezove',
  [layoutSeoIds.clean.Tournaments]: '/tournaments',
};
