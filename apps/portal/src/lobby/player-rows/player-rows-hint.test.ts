// The player-rows hint over generated answers and forged cookies: what is read is always a bounded
// set of plain ids, a written hint reads back as the rows that had games, and nothing unchanged is written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_HINTED_ROWS, playerRowsHintAfter, readPlayerRowsHint } from './player-rows-hint.ts';

const plainId = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const answer = fc.record({ categoryId: fc.oneof(plainId, fc.string()), shown: fc.boolean() });

/** The hint a run of answers leaves, read back as the server reads it after each write. */
const afterAnswers = (answers: ReadonlyArray<{ readonly categoryId: string; readonly shown: boolean }>): readonly string[] =>
  answers.reduce<readonly string[]>((hinted, { categoryId, shown }) => {
    const written = playerRowsHintAfter(hinted, categoryId, shown);
    return written === null ? hinted : readPlayerRowsHint(written);
  }, []);

describe('readPlayerRowsHint', () => {
  it('reads any value as at most MAX_HINTED_ROWS distinct plain ids', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 4_000 }),
          fc.array(fc.oneof(plainId, fc.string()), { maxLength: 80 }).map((ids) => ids.join('.')),
        ),
        (value) => {
          const ids = readPlayerRowsHint(value);
          expect(ids.length).toBeLessThanOrEqual(MAX_HINTED_ROWS);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        },
      ),
    );
  });

  it('reads no cookie and an empty one as no rows', () => {
    expect(readPlayerRowsHint(null)).toEqual([]);
    expect(readPlayerRowsHint('')).toEqual([]);
  });
});

describe('playerRowsHintAfter', () => {
  it('leaves the hint holding exactly the latest rows that had games, of the plain ids, newest kept', () => {
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 60 }), (answers) => {
        const model: string[] = [];
        for (const { categoryId, shown } of answers) {
          if (!/^[A-Za-z0-9_-]{1,64}$/.test(categoryId)) continue;
          const at = model.indexOf(categoryId);
          if (shown && at === -1) model.push(categoryId);
          if (!shown && at !== -1) model.splice(at, 1);
          if (model.length > MAX_HINTED_ROWS) model.shift();
        }
        expect(afterAnswers(answers)).toEqual(model);
      }),
    );
  });

  it('writes nothing when the answer agrees with the hint', () => {
    fc.assert(
      fc.property(fc.uniqueArray(plainId, { maxLength: MAX_HINTED_ROWS }), plainId, (hinted, other) => {
        for (const id of hinted) expect(playerRowsHintAfter(hinted, id, true)).toBeNull();
        if (!hinted.includes(other)) expect(playerRowsHintAfter(hinted, other, false)).toBeNull();
      }),
    );
  });
});
