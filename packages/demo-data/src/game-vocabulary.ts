// Words that game names are built from. Themes tie words to genre collections, so that a game named
// 'Pyramida Faraonů' lands in Egypt and 'Book of Ra' in Books.

export type Theme =
  'books' | 'fruit' | 'egypt' | 'vikings' | 'myth' | 'classic' | 'sweets' | 'animals' | 'adventure' | 'horror' | 'space' | 'asia' | 'luck' | 'royal' | 'gems';

type Gender = 'm' | 'f' | 'n';

/** Hard Czech adjectives: stem + ý / á / é agrees with the noun's gender. */
export const czechAdjectiveStems = [
  'Zlat',
  'Stříbrn',
  'Diamantov',
  'Ohniv',
  'Šťastn',
  'Divok',
  'Tajemn',
  'Královsk',
  'Magick',
  'Ledov',
  'Hork',
  'Temn',
  'Starověk',
  'Velk',
  'Rud',
  'Modr',
  'Kouzeln',
  'Bohat',
  'Hvězdn',
  'Proklet',
  'Posvátn',
  'Zelen',
  'Blázniv',
  'Nebesk',
] as const;

export const adjectiveEnding: Readonly<Record<Gender, string>> = { m: 'ý', f: 'á', n: 'é' };

export interface CzechNoun {
  readonly word: string;
  readonly gender: Gender;
  readonly theme: Theme | null;
}

const noun = (word: string, gender: Gender, theme: Theme | null = null): CzechNoun => ({ word, gender, theme });

export const czechNouns: readonly CzechNoun[] = [
  noun('Poklad', 'm', 'adventure'),
  noun('Drak', 'm', 'asia'),
  noun('Faraon', 'm', 'egypt'),
  noun('Král', 'm', 'royal'),
  noun('Rytíř', 'm', 'royal'),
  noun('Meč', 'm', 'adventure'),
  noun('Chrám', 'm', 'egypt'),
  noun('Diamant', 'm', 'gems'),
  noun('Oheň', 'm'),
  noun('Vlk', 'm', 'animals'),
  noun('Lev', 'm', 'animals'),
  noun('Tygr', 'm', 'asia'),
  noun('Hrad', 'm', 'royal'),
  noun('Vesmír', 'm', 'space'),
  noun('Ostrov', 'm', 'adventure'),
  noun('Démon', 'm', 'horror'),
  noun('Upír', 'm', 'horror'),
  noun('Samuraj', 'm', 'asia'),
  noun('Zámek', 'm', 'royal'),
  noun('Kniha', 'f', 'books'),
  noun('Koruna', 'f', 'royal'),
  noun('Pyramida', 'f', 'egypt'),
  noun('Hvězda', 'f', 'space'),
  noun('Čarodějnice', 'f', 'horror'),
  noun('Třešeň', 'f', 'fruit'),
  noun('Jahoda', 'f', 'fruit'),
  noun('Švestka', 'f', 'fruit'),
  noun('Sedmička', 'f', 'classic'),
  noun('Bohyně', 'f', 'myth'),
  noun('Sfinga', 'f', 'egypt'),
  noun('Perla', 'f', 'gems'),
  noun('Princezna', 'f', 'royal'),
  noun('Mumie', 'f', 'egypt'),
  noun('Bonanza', 'f', 'sweets'),
  noun('Liška', 'f', 'animals'),
  noun('Srdce', 'n'),
  noun('Štěstí', 'n', 'luck'),
  noun('Oko', 'n', 'myth'),
  noun('Slunce', 'n', 'egypt'),
  noun('Moře', 'n', 'adventure'),
  noun('Království', 'n', 'royal'),
  noun('Kouzlo', 'n', 'myth'),
  noun('Jablko', 'n', 'fruit'),
  noun('Proroctví', 'n', 'myth'),
  noun('Zlato', 'n', 'gems'),
];

/** Genitive complements: 'Král Vikingů', 'Kniha Mrtvých'. */
export const czechGenitives: readonly (readonly [string, Theme | null])[] = [
  ['Vikingů', 'vikings'],
  ['Faraonů', 'egypt'],
  ['Mrtvých', 'horror'],
  ['Bohů', 'myth'],
  ['Pirátů', 'adventure'],
  ['Samurajů', 'asia'],
  ['Aztéků', 'adventure'],
  ['Draků', 'asia'],
  ['Čarodějnic', 'horror'],
  ['Olympu', 'myth'],
  ['Egypta', 'egypt'],
  ['Džungle', 'animals'],
  ['Severu', 'vikings'],
  ['Moří', 'adventure'],
  ['Hvězd', 'space'],
  ['Štěstí', 'luck'],
  ['Kleopatry', 'egypt'],
  ['Zeuse', 'myth'],
  ['Odina', 'vikings'],
  ['Ovoce', 'fruit'],
];

/** 'Book of …', 'Gates of …' */
export const internationalPrefixes: readonly (readonly [string, Theme | null])[] = [
  ['Book of', 'books'],
  ['Gates of', 'myth'],
  ['Rise of', null],
  ['Legend of', null],
  ['Temple of', 'egypt'],
  ['Wrath of', 'myth'],
  ['Age of', null],
  ['Power of', null],
  ['Curse of', 'horror'],
  ['Quest for', 'adventure'],
  ['Return of', null],
  ['Riches of', 'gems'],
];

/** Objects of the international prefixes. 'Dead' is left out: 'Book of Dead' exists exactly once. */
export const internationalObjects: readonly (readonly [string, Theme | null])[] = [
  ['Ra', 'egypt'],
  ['Anubis', 'egypt'],
  ['Olympus', 'myth'],
  ['Valhalla', 'vikings'],
  ['Atlantis', 'myth'],
  ['Zeus', 'myth'],
  ['Odin', 'vikings'],
  ['Cleopatra', 'egypt'],
  ['Aztec Gold', 'adventure'],
  ['the Pharaoh', 'egypt'],
  ['Fortune', 'luck'],
  ['Dragons', 'asia'],
  ['Vikings', 'vikings'],
  ['Merlin', 'myth'],
  ['Madness', 'horror'],
  ['Shadows', 'horror'],
  ['the Nile', 'egypt'],
  ['Sherwood', 'adventure'],
  ['Avalon', 'myth'],
  ['Maya', 'adventure'],
  ['Praha', null],
  ['Šumava', 'animals'],
];

export const internationalModifiers: readonly (readonly [string, Theme | null])[] = [
  ['Sweet', 'sweets'],
  ['Fruit', 'fruit'],
  ['Hot', 'classic'],
  ['Wild', null],
  ['Lucky', 'luck'],
  ['Crazy', null],
  ['Mega', null],
  ['Royal', 'royal'],
  ['Golden', 'gems'],
  ['Cash', null],
  ['Big', null],
  ['Sizzling', 'classic'],
  ['Joker', 'classic'],
  ['Diamond', 'gems'],
  ['Magic', 'myth'],
];

export const internationalHeads: readonly (readonly [string, Theme | null])[] = [
  ['Bonanza', 'sweets'],
  ['Party', null],
  ['Fiesta', null],
  ['Blast', null],
  ['Fever', null],
  ['Rush', null],
  ['Frenzy', null],
  ['Spins', null],
  ['Heist', 'adventure'],
  ['Gems', 'gems'],
  ['Stars', 'space'],
  ['Fruits', 'fruit'],
  ['Sevens', 'classic'],
  ['Bells', 'classic'],
  ['Cherries', 'fruit'],
  ['Riches', 'gems'],
  ['Wheel', 'luck'],
  ['Coins', 'luck'],
  ['Vault', 'adventure'],
  ['Candy', 'sweets'],
];

/** Suffixes: 'Megaways' also decides the reel count and the Megaways collection. */
export const slotSuffixes = [
  'Deluxe',
  'Megaways',
  'Hold & Win',
  'XXL',
  '2',
  '3',
  'Extreme',
  'Dice',
  'Remastered',
  'Ultra',
  'Classic',
  'Power Reels',
  'Gold',
  'Bonus Buy',
] as const;

export type TableKind = 'roulette' | 'blackjack' | 'baccarat' | 'gameShow' | 'poker' | 'dice';

/** Where a qualifier goes: 'Ruleta Praha' (after) or 'Lucky Balls' (before). */
export interface LiveNamePattern {
  readonly base: string;
  readonly after: readonly string[];
  readonly before: readonly string[];
}

const live = (base: string, after: readonly string[], before: readonly string[] = []): LiveNamePattern => ({ base, after, before });

/** Live game names per kind. */
export const liveNames: Readonly<Record<TableKind, readonly LiveNamePattern[]>> = {
  roulette: [
    live('Ruleta', ['Live', 'Praha', 'VIP', 'Speed', 'Auto', 'Immersive'], ['Česká', 'Blesková', 'Evropská']),
    live('Roulette', ['Live', 'Speed', 'Auto', 'VIP', 'Grand', 'Salon Privé'], ['Double Ball', 'Quantum', 'Instant']),
  ],
  blackjack: [live('Blackjack', ['Classic', 'VIP', 'Speed', 'Platinum', 'Praha', 'Gold', 'Party', 'Salon Privé', 'Infinite', 'Lite'])],
  baccarat: [live('Baccarat', ['Squeeze', 'Speed', 'Control Squeeze', 'No Commission', 'Live', 'Golden'], ['Dragon Tiger'])],
  gameShow: [
    live('Kolo Štěstí', ['Live', 'Mega', 'Speed', 'Bonus']),
    live('Wheel', [], ['Mega', 'Crazy', 'Lucky', 'Bonanza', 'Cash Hunt']),
    live('Balls', [], ['Lucky', 'Mega', 'Golden', 'Hvězdné']),
  ],
  poker: [live("Hold'em", [], ['Casino', 'Texas Bonus', 'Ultimate']), live('Poker', ['Live', 'Česko'], ['Three Card', 'Caribbean Stud', 'Oasis'])],
  dice: [live('Sic Bo', ['Live', 'Super', 'Speed']), live('Kostky', ['Live', 'Turbo'], ['Bleskové', 'Zlaté'])],
};

/** Single-player table games (type Table). */
export const tableNames: Readonly<Record<TableKind, readonly string[]>> = {
  roulette: ['Evropská Ruleta', 'Americká Ruleta', 'Francouzská Ruleta', 'Mini Ruleta', 'Roulette Pro'],
  blackjack: ['Blackjack Classic', 'Blackjack Multihand', 'Pontoon', 'Blackjack Surrender', 'Double Exposure'],
  baccarat: ['Baccarat Pro', 'Punto Banco', 'Mini Baccarat'],
  gameShow: ['Keno', 'Bingo Praha', 'Stírací Los', 'Šťastná Loterie'],
  poker: ['Jacks or Better', 'Deuces Wild', 'Caribbean Poker', 'Red Dog', 'Oasis Poker'],
  dice: ['Kostky Sic Bo', 'Craps', 'Hi-Lo Kostky'],
};

export const crashNames = [
  'Raketa',
  'Letadlo',
  'Spaceman',
  'Crashers',
  'Jet Pilot',
  'Balón',
  'Rocket Rush',
  'Moon Flight',
  'Turbo Crash',
  'Plinko',
  'Mines',
  'Dice Duel',
  'Hi-Lo',
  'Limbo',
  'Keno Rush',
  'Tower',
  'Goal',
  'Kuře přes silnici',
  'Motýlek',
  'Výtah',
] as const;

export const specialFeatureNames = [
  'Roztočení zdarma',
  'Wild symboly',
  'Scatter',
  'Multiplikátor',
  'Riskovací hra',
  'Bonusová hra',
  'Rozšiřující se symboly',
  'Lepivé wildy',
  'Kaskádové výhry',
  'Nákup bonusu',
  'Respin',
  'Megaways',
] as const;
