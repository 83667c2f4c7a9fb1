// npm run bench: core's "did you mean" (closestNames) beside the plain reference
// (closest-names-reference.ts) on generated catalogues of 2k, 10k and 50k games. One op is the
// next mistyped term of a list (a name with a letter dropped, doubled or replaced), so no op
// repeats the last one's term; both sides have the names folded before timing (core keeps them per
// catalogue array, as a panel does across keystrokes). Also each of those terms typed key by key,
// from three letters on: short terms, which the bigram filter cannot narrow, scan every name.
// Target at 10k games: a few ms per term.
import * as core from '@casino/core';
import { describe, test } from 'vitest';
import { foldNames, plainClosestNames, typedPrefixes, typoTerms } from './closest-names-reference.ts';
import { SIZES, catalogueOf } from './workload.ts';

const { closestNames } = core;
const TIMEOUT_MS = 600_000;
const TERMS = 64;

describe.each(SIZES)('%i games', (size) => {
  const { games } = catalogueOf(size);
  const terms = typoTerms(games, TERMS);
  const typed = typedPrefixes(terms);
  const folded = foldNames(games);
  closestNames(games, (game) => game.name, terms[0]!);

  test('"did you mean" for the next mistyped term', { timeout: TIMEOUT_MS }, async ({ bench }) => {
    let coreOp = 0;
    let referenceOp = 0;
    await bench.compare(
      bench('core: closestNames', () => {
        closestNames(games, (game) => game.name, terms[coreOp++ % TERMS]!);
      }),
      bench('reference: full table per name', () => {
        plainClosestNames(games, folded, terms[referenceOp++ % TERMS]!);
      }),
      { time: 1000, iterations: 5, warmupTime: 200, warmupIterations: 1 },
    );
  });

  test('"did you mean" for the next term typed key by key (from three letters)', { timeout: TIMEOUT_MS }, async ({ bench }) => {
    let coreOp = 0;
    let referenceOp = 0;
    await bench.compare(
      bench('core: closestNames', () => {
        closestNames(games, (game) => game.name, typed[coreOp++ % typed.length]!);
      }),
      bench('reference: full table per name', () => {
        plainClosestNames(games, folded, typed[referenceOp++ % typed.length]!);
      }),
      { time: 1000, iterations: 5, warmupTime: 200, warmupIterations: 1 },
    );
  });
});
