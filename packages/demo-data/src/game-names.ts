// Game names: Czech (with diacritics) and international patterns, kept unique within one world.
import type { GameType } from '@casino/core';
import type { Random } from './random.ts';
import {
  adjectiveEnding,
  crashNames,
  czechAdjectiveStems,
  czechGenitives,
  czechNouns,
  internationalHeads,
  internationalModifiers,
  internationalObjects,
  internationalPrefixes,
  liveNames,
  slotSuffixes,
  tableNames,
  type TableKind,
  type Theme,
} from './game-vocabulary.ts';

export interface GeneratedName {
  readonly name: string;
  readonly theme: Theme | null;
  readonly megaways: boolean;
}

/** Games every world holds (at size ≥ 20), so that e2e tests and demos can rely on them. */
export interface FamousGame {
  readonly name: string;
  readonly gameCode: string;
  readonly type: GameType;
  readonly theme: Theme | null;
  readonly kind: TableKind | null;
}

export const famousGames: readonly FamousGame[] = [
  { name: 'Book of Dead', gameCode: 'book-of-dead', type: 'Slot', theme: 'books', kind: null },
  { name: 'Gates of Olympus', gameCode: 'gates-of-olympus', type: 'Slot', theme: 'myth', kind: null },
  { name: 'Sweet Bonanza', gameCode: 'sweet-bonanza', type: 'Slot', theme: 'sweets', kind: null },
  { name: 'Král Vikingů', gameCode: 'kral-vikingu', type: 'Slot', theme: 'vikings', kind: null },
  { name: 'Zlatá Čarodějnice', gameCode: 'zlata-carodejnice', type: 'Slot', theme: 'horror', kind: null },
  { name: 'Blackjack VIP Praha', gameCode: 'blackjack-vip-praha', type: 'Live', theme: null, kind: 'blackjack' },
  { name: 'Česká Ruleta Live', gameCode: 'ceska-ruleta-live', type: 'Live', theme: null, kind: 'roulette' },
  { name: 'Evropská Ruleta', gameCode: 'evropska-ruleta', type: 'Table', theme: null, kind: 'roulette' },
  { name: 'Raketa', gameCode: 'raketa', type: 'Crash', theme: null, kind: null },
];

export const FAMOUS_GAMES_MIN_SIZE = 20;

type SlotPattern = 'adjective' | 'genitive' | 'prefix' | 'modifier';
const slotPatterns: readonly (readonly [SlotPattern, number])[] = [
  ['adjective', 3],
  ['genitive', 3],
  ['prefix', 2],
  ['modifier', 2],
];

const slotBase = (random: Random): { name: string; theme: Theme | null } => {
  const pattern = random.weighted(slotPatterns);
  switch (pattern) {
    case 'adjective': {
      const head = random.pick(czechNouns);
      return { name: `${random.pick(czechAdjectiveStems)}${adjectiveEnding[head.gender]} ${head.word}`, theme: head.theme };
    }
    case 'genitive': {
      const head = random.pick(czechNouns);
      const [complement, theme] = random.pick(czechGenitives);
      return { name: `${head.word} ${complement}`, theme: theme ?? head.theme };
    }
    case 'prefix': {
      const [prefix, prefixTheme] = random.pick(internationalPrefixes);
      const [object, objectTheme] = random.pick(internationalObjects);
      return { name: `${prefix} ${object}`, theme: prefixTheme ?? objectTheme };
    }
    case 'modifier': {
      const [modifier, modifierTheme] = random.pick(internationalModifiers);
      const [head, headTheme] = random.pick(internationalHeads);
      if (modifier === head) return { name: head, theme: headTheme };
      return { name: `${modifier} ${head}`, theme: headTheme ?? modifierTheme };
    }
  }
};

/** 'Zlatá Kniha Faraonů': adjective, noun and genitive. */
const longSlotBase = (random: Random): { name: string; theme: Theme | null } => {
  const head = random.pick(czechNouns);
  const [complement, theme] = random.pick(czechGenitives);
  return {
    name: `${random.pick(czechAdjectiveStems)}${adjectiveEnding[head.gender]} ${head.word} ${complement}`,
    theme: theme ?? head.theme,
  };
};

const ATTEMPTS = 8;
const crashSuffixes = ['Max', 'Turbo', 'Live', 'Extreme', 'Deluxe'] as const;

/** Draws names until one is free; after a few clashes it numbers the last draw. */
export const createNameGenerator = (random: Random, reserved: Iterable<string>) => {
  // Names are compared as they are: every word has one fixed spelling, so two names that differ
  // only in case cannot be drawn (and lower-casing two-byte Czech strings is slow).
  const taken = new Set<string>(reserved);
  /** Base name → the next number to try, so numbering never rescans from 2. */
  const nextNumber = new Map<string, number>();

  /** `draw(attempt)`: later attempts may reach for rarer, longer names. */
  const claim = (draw: (attempt: number) => GeneratedName, attempts = ATTEMPTS): GeneratedName => {
    let last = draw(0);
    for (let attempt = 1; attempt < attempts && taken.has(last.name); attempt++) last = draw(attempt);
    if (!taken.has(last.name)) {
      taken.add(last.name);
      return last;
    }
    // Numbered like a sequel or a second table: 'Blackjack VIP 2', never 'Fruit Bells 3 2'.
    const stem = last.name.replace(/ \d+$/, '');
    let n = nextNumber.get(stem) ?? 2;
    while (taken.has(`${stem} ${n}`)) n++;
    nextNumber.set(stem, n + 1);
    const name = `${stem} ${n}`;
    taken.add(name);
    return { ...last, name };
  };

  return {
    slot: (): GeneratedName =>
      claim((attempt) => {
        // Short names come first; once they clash, longer ones (a suffix, or three words) are
        // drawn, so big worlds rarely need numbered names.
        const base = attempt >= 2 && random.chance(0.5) ? longSlotBase(random) : slotBase(random);
        if (attempt === 0 ? !random.chance(0.35) : attempt >= 2 && random.chance(0.5)) return { ...base, megaways: false };
        const suffix = random.pick(slotSuffixes);
        return { name: `${base.name} ${suffix}`, theme: base.theme, megaways: suffix === 'Megaways' };
      }),
    // Live and table games repeat their few names as numbered tables after a couple of draws.
    live: (kind: TableKind): GeneratedName =>
      claim(() => {
        const pattern = random.pick(liveNames[kind]);
        const slot = random.int(0, pattern.after.length + pattern.before.length - 1);
        const name = slot < pattern.after.length ? `${pattern.base} ${pattern.after[slot]}` : `${pattern.before[slot - pattern.after.length]} ${pattern.base}`;
        return { name, theme: null, megaways: false };
      }, 3),
    table: (kind: TableKind): GeneratedName => claim(() => ({ name: random.pick(tableNames[kind]), theme: null, megaways: false }), 2),
    crash: (): GeneratedName =>
      claim(() => {
        const base = random.pick(crashNames);
        return { name: random.chance(0.4) ? `${base} ${random.pick(crashSuffixes)}` : base, theme: null, megaways: false };
      }, 4),
  };
};
