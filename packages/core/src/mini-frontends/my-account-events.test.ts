import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MY_ACCOUNT_ACTIONS, myAccountShowOf, type MyAccountShow } from './my-account-events.ts';

const fact = fc.record({ key: fc.string(), label: fc.string(), value: fc.string() });
const action = fc.record({
  key: fc.constantFrom(...MY_ACCOUNT_ACTIONS),
  label: fc.string(),
  href: fc.option(fc.string(), { nil: null }),
  handled: fc.boolean(),
});
const show: fc.Arbitrary<MyAccountShow> = fc.record({
  lang: fc.string(),
  words: fc.record({ title: fc.string(), close: fc.string(), actions: fc.string() }),
  name: fc.string(),
  facts: fc.array(fact, { maxLength: 8 }),
  actions: fc.array(action, { maxLength: 8 }),
});

describe('the my-account show event as the panel reads it', () => {
  it('reads back a well-formed show exactly', () => {
    fc.assert(
      fc.property(show, (sent) => {
        expect(myAccountShowOf(sent)).toEqual(sent);
      }),
    );
  });

  it('keeps the well-formed facts and actions in order and drops the rest', () => {
    fc.assert(
      fc.property(show, fc.array(fc.oneof(fc.anything(), fact), { maxLength: 4 }), (sent, junk) => {
        const read = myAccountShowOf({
          ...sent,
          facts: [...junk, ...sent.facts],
          actions: [...sent.actions, ...junk, { key: 'steal', label: 'x', href: null, handled: true }],
        });
        expect(read?.facts).toEqual([...junk.filter(isFact), ...sent.facts]);
        expect(read?.actions).toEqual([...sent.actions, ...junk.filter((value) => myAccountShowOf({ ...sent, actions: [value] })?.actions.length === 1)]);
      }),
    );
  });

  it('is null without its language, words or name', () => {
    fc.assert(
      fc.property(show, fc.constantFrom('lang', 'words', 'name'), fc.anything(), (sent, broken, value) => {
        fc.pre(typeof value !== 'string' && (broken !== 'words' || typeof value !== 'object' || value === null));
        expect(myAccountShowOf({ ...sent, [broken]: value })).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(typeof value !== 'object' || value === null);
        expect(myAccountShowOf(value)).toBeNull();
      }),
    );
  });
});

const isFact = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const { key, label, value: shown } = value as Record<string, unknown>;
  return [key, label, shown].every((field) => typeof field === 'string');
};
