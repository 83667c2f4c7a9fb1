import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTemplateOptIn, withoutTemplateOptIn } from './template-opt-ins.ts';

const optIns = (...codes: string[]) => codes.map((templateCode) => ({ templateCode }));

describe('template opt-ins', () => {
  it.each([
    { before: [], code: 'A', added: ['A'], removed: [] },
    { before: ['A'], code: 'B', added: ['A', 'B'], removed: ['A'] },
    { before: ['A', 'B'], code: 'A', added: ['A', 'B'], removed: ['B'] },
  ])('$before ± $code', ({ before, code, added, removed }) => {
    expect(withTemplateOptIn(optIns(...before), code)).toEqual(optIns(...added));
    expect(withoutTemplateOptIn(optIns(...before), code)).toEqual(optIns(...removed));
  });

  it('does not change the given list', () => {
    const before = optIns('A');
    withTemplateOptIn(before, 'B');
    withoutTemplateOptIn(before, 'A');
    expect(before).toEqual(optIns('A'));
  });

  it('opting in then out leaves no trace of the code; opting in is idempotent', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D')), fc.constantFrom('A', 'B', 'C', 'D'), (codes, code) => {
        const once = withTemplateOptIn(optIns(...codes), code);
        expect(withTemplateOptIn(once, code)).toEqual(once);
        expect(once.filter((optIn) => optIn.templateCode === code)).toHaveLength(1);
        expect(withoutTemplateOptIn(once, code)).toEqual(optIns(...codes.filter((c) => c !== code)));
      }),
    );
  });
});
