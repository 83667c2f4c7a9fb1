// The personal pages' words (part 1 §2, part 2 §2): each category's title and what its empty state
// tells the player to do. Descriptors, so that the server's head and the browser's page say the same.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PersonalCategoryKind } from '@casino/core';

export const PERSONAL_TITLES: Readonly<Record<PersonalCategoryKind, MessageDescriptor>> = {
  freeSpins: msg`Free spiny`,
  favourites: msg`Oblíbené hry`,
  mostPlayed: msg`Nejhranější`,
  triedOnce: msg`Vyzkoušené`,
  recentWins: msg`Poslední výhry`,
  recentlyPlayed: msg`Naposledy hrané`,
  personalised: msg`Vybrané pro vás`,
  liveFavourites: msg`Oblíbené živé hry`,
  goldenChips: msg`Zlaté žetony`,
};

const PLAYED_NOTHING = msg`Za poslední měsíc jste tu nic nehráli. Vyberte si hru v lobby.`;

export const PERSONAL_EMPTY: Readonly<Record<PersonalCategoryKind, MessageDescriptor>> = {
  freeSpins: msg`Nemáte žádné free spiny. Najdete je v akcích a bonusech.`,
  favourites: msg`Zatím nemáte žádné oblíbené hry. Přidejte si je srdíčkem na dlaždici nebo v detailu hry.`,
  mostPlayed: PLAYED_NOTHING,
  triedOnce: PLAYED_NOTHING,
  recentWins: msg`Za poslední měsíc tu nemáte žádnou výhru. Vyberte si hru v lobby.`,
  recentlyPlayed: PLAYED_NOTHING,
  personalised: msg`Zatím pro vás nemáme vybrané žádné hry. Vyberte si hru v lobby.`,
  liveFavourites: msg`Zatím nemáte žádné oblíbené živé hry. Přidejte si je srdíčkem u stolu.`,
  goldenChips: msg`Nemáte žádné zlaté žetony. Najdete je v akcích a bonusech.`,
};

export const MY_GAMES_TITLE = msg`Moje hry`;
export const MY_LIVE_GAMES_TITLE = msg`Moje živé hry`;
