// Core's closestNames and the plain reference must agree, or the benchmark compares different work.
import { closestNames } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { foldNames, plainClosestNames, typoTerms } from './closest-names-reference.ts';
import { catalogueOf } from './workload.ts';

describe('"did you mean" on a generated catalogue of 2000 games', () => {
  const { games } = catalogueOf(2_000);
  const folded = foldNames(games);

  it('closestNames equals the reference on every mistyped term of the workload and a few more', () => {
    for (const term of [...typoTerms(games, 64), 'bok of ded', 'kral', 'ruleta', 'xx', 'zzzzzzzz']) {
      expect(closestNames(games, (game) => game.name, term)).toEqual(plainClosestNames(games, folded, term));
    }
  });
});
