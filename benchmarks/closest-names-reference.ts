// The reference "did you mean" is measured against: what a competent engineer writes without
// tricks — the names folded once per catalogue (outside the timed terms), then per term the
// textbook edit-distance table of the term against every name with free start and end in the name
// (the best-matching stretch), no early stop, then a stable sort. Same answers as core's
// closestNames (closest-names.test.ts in this folder checks it).
import * as core from '@casino/core';
import type { SearchGame } from '@casino/core';

const { foldText } = core;

const LIMIT = 5;
const MIN_CHARS = 3;

/** Folds every name of a catalogue: done once, before any term. */
export const foldNames = (games: readonly SearchGame[]): readonly string[] => games.map((game) => foldText(game.name));

const bestStretchDistance = (term: string, name: string): number => {
  let previous = Array.from({ length: name.length + 1 }, () => 0);
  for (let i = 1; i <= term.length; i++) {
    const current = [i];
    for (let j = 1; j <= name.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (term[i - 1] === name[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return Math.min(...previous);
};

export const plainClosestNames = (games: readonly SearchGame[], folded: readonly string[], term: string): SearchGame[] => {
  const foldedTerm = foldText(term.trim());
  if (foldedTerm.length < MIN_CHARS) return [];
  const allowance = Math.max(1, Math.floor(foldedTerm.length / 4));
  const seen = new Set<string>();
  const found: { at: number; distance: number; gap: number }[] = [];
  folded.forEach((name, at) => {
    if (seen.has(name)) return;
    const distance = bestStretchDistance(foldedTerm, name);
    if (distance > allowance) return;
    seen.add(name);
    found.push({ at, distance, gap: Math.abs(name.length - foldedTerm.length) });
  });
  found.sort((a, b) => a.distance - b.distance || a.gap - b.gap || a.at - b.at);
  return found.slice(0, LIMIT).map(({ at }) => games[at]!);
};

/** Terms a player mistypes: names of the catalogue with a letter dropped, doubled or replaced, in turn. */
export const typoTerms = (games: readonly SearchGame[], count: number): string[] =>
  Array.from({ length: count }, (_, n) => {
    const name = games[(n * 7919) % games.length]!.name;
    const at = 1 + (n % Math.max(1, name.length - 2));
    const typo = n % 3;
    return typo === 0
      ? name.slice(0, at) + name.slice(at + 1)
      : typo === 1
        ? name.slice(0, at) + name[at] + name.slice(at)
        : `${name.slice(0, at)}q${name.slice(at + 1)}`;
  });

/**
 * What "did you mean" is asked while a mistyped name is typed key by key: each term's prefixes
 * from three letters on (most of them match no name, so the panel asks for suggestions).
 */
export const typedPrefixes = (terms: readonly string[]): string[] =>
  terms.flatMap((term) => Array.from({ length: Math.max(0, term.length - 2) }, (_, i) => term.slice(0, i + 3)));
