import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SUMMARY_FIELDS, accountStateOf, accountSummaryFields } from './account-summary.ts';

const text = fc.option(fc.oneof(fc.string(), fc.constantFrom('', '  ', 'online', 'ONLINE', 'pre-registered')), { nil: null });
const info = fc.record({
  suspended: fc.boolean(),
  accountBusinessPhase: text,
  email: text,
  phone: text,
  city: text,
  playerClientId: text,
});

describe('the account summary', () => {
  it('a suspended account is suspended whatever its phase; otherwise online or no phase is active, any other phase pending', () => {
    fc.assert(
      fc.property(info, (player) => {
        const state = accountStateOf(player);
        const phase = player.accountBusinessPhase?.trim().toLowerCase() ?? '';
        if (player.suspended) expect(state).toBe('suspended');
        else expect(state).toBe(phase === '' || phase === 'online' ? 'active' : 'pending');
      }),
    );
    expect(accountStateOf({ suspended: false, accountBusinessPhase: 'pre-registered' })).toBe('pending');
  });

  it('lists exactly the shown fields that have a value, in their order, trimmed', () => {
    fc.assert(
      fc.property(info, (player) => {
        const listed = accountSummaryFields(player);
        expect(listed.map((row) => row.field)).toEqual(ACCOUNT_SUMMARY_FIELDS.filter((field) => (player[field]?.trim() ?? '') !== ''));
        for (const row of listed) expect(row.value).toBe(player[row.field]?.trim());
      }),
    );
  });
});
