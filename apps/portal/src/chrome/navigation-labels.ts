// The words of the fixed menu and submenu entries (core's NavigationLabelKey); the server's own
// entries carry their titles already in the page's language. A page is called by one name: the
// catalogue pages' headings are these words (catalogue-texts.ts), and the demo world's seo titles
// say the same (demo-data's destination-titles.ts).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NavigationLabelKey } from '@casino/core';

const LABELS: Readonly<Record<NavigationLabelKey, MessageDescriptor>> = {
  [NavigationLabelKey.lobby]: msg`Kasino`,
  [NavigationLabelKey.myGames]: msg`Moje hry`,
  [NavigationLabelKey.providers]: msg`Výrobci her`,
  [NavigationLabelKey.jackpots]: msg`Jackpoty`,
  [NavigationLabelKey.collections]: msg`Žánry her`,
  [NavigationLabelKey.allGames]: msg`Všechny hry`,
  [NavigationLabelKey.liveAllGames]: msg`Všechny živé hry`,
  [NavigationLabelKey.liveLobby]: msg`Živé kasino`,
  [NavigationLabelKey.myFavourites]: msg`Moje oblíbené`,
  [NavigationLabelKey.topWinners]: msg`Top výherci`,
  [NavigationLabelKey.promotions]: msg`Promo akce`,
  [NavigationLabelKey.tournaments]: msg`Turnaje`,
};

const isLabelKey = (label: string): label is NavigationLabelKey => Object.hasOwn(LABELS, label);

/** A fixed entry's words. */
export const fixedLabel = (i18n: I18n, key: NavigationLabelKey): string => i18n._(LABELS[key]);

/** A fixed entry's label key in words; a server title as it is. */
export const navigationLabel = (i18n: I18n, label: string, fixed: boolean): string => (fixed && isLabelKey(label) ? i18n._(LABELS[label]) : label);
