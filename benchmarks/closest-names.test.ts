// Core's closestNames and the plain reference must agree, or the benchmark compares different work.
import { closestNames } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { foldNames, plainClosestNames, typedPrefixes, typoTerms } from './closest-names-reference.ts';
import { catalogueOf } from './workload.ts';

describe('"did you mean" on a generated catalogue of 2000 games', () => {
  const { games } = catalogueOf(2_000);
  const folded = foldNames(games);

  it('closestNames equals the reference on every mistyped term of the workload, typed key by key too, and a few more', { timeout: 30_000 }, () => {
    const terms = typoTerms(games, 64);
    for (const term of [...terms, ...typedPrefixes(terms.slice(0, 3)), 'bok of ded', 'kral', 'ruleta', 'xx', 'zzzzzzzz']) {
      expect(closestNames(games, (game) => game.name, term)).toEqual(plainClosestNames(games, folded, term));
    }
  });
});
