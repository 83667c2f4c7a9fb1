import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_GROUPS, consentCookieValue, grantedConsentGroups, type ConsentGroup } from './consent.ts';

const choice = fc.uniqueArray(fc.constantFrom(...CONSENT_GROUPS));

describe('the consent cookie', () => {
  it('reads back exactly the groups it was written with', () => {
    fc.assert(
      fc.property(choice, (granted) => {
        const read = grantedConsentGroups(consentCookieValue(granted));
        expect([...(read ?? [])].sort()).toEqual([...granted].sort());
      }),
    );
  });

  it('tells no choice (no cookie) from a choice that grants nothing', () => {
    expect(grantedConsentGroups(null)).toBeNull();
    expect(grantedConsentGroups(consentCookieValue([]))).toEqual([]);
  });

  it('never grants a group the cookie does not name, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string(), (cookie) => {
        const read = grantedConsentGroups(cookie) ?? [];
        const named = cookie.split(',');
        for (const group of read) expect(named).toContain(group);
        expect(read.every((group: ConsentGroup) => CONSENT_GROUPS.includes(group))).toBe(true);
      }),
    );
  });
});
