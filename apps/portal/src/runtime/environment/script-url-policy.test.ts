import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admittedScriptUrl, CASINO_SCRIPT_URL_POLICY, RefusedScriptUrl, scriptUrlPolicy } from './script-url-policy.ts';

const PLATFORM = 'https://platform.casino.test';

describe('the script-URL policy', () => {
  it('admits a script on a configured origin only', () => {
    expect(admittedScriptUrl(`${PLATFORM}/platform/platform.js`, [PLATFORM])).toBe(`${PLATFORM}/platform/platform.js`);
    for (const foreign of [
      'https://evil.test/platform/platform.js',
      'http://platform.casino.test/platform/platform.js',
      'https://platform.casino.test:8443/x.js',
      'https://platform.casino.test.evil.test/x.js',
      `https://user@platform.casino.test/x.js`,
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '/platform/platform.js',
      '//evil.test/x.js',
    ]) {
      expect(admittedScriptUrl(foreign, [PLATFORM]), foreign).toBeNull();
    }
  });

  it('admits a URL exactly when its origin is one of those configured (any path, any other origin)', () => {
    fc.assert(
      fc.property(
        fc.webUrl(),
        fc.array(
          fc.webUrl().map((url) => new URL(url).origin),
          { maxLength: 3 },
        ),
        (url, origins) => {
          const admitted = admittedScriptUrl(url, origins);
          const parsed = new URL(url);
          const expected = origins.includes(parsed.origin) && parsed.username === '' && parsed.password === '';
          expect(admitted !== null).toBe(expected);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('creates one policy under its name whose createScriptURL refuses a script from another origin', () => {
    const created: string[] = [];
    const factory = {
      createPolicy: (name: string, rules: { createScriptURL: (input: string) => string }) => {
        created.push(name);
        return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
      },
    };
    const scriptUrl = scriptUrlPolicy([PLATFORM], factory);
    expect(created).toEqual([CASINO_SCRIPT_URL_POLICY]);
    expect(scriptUrl(`${PLATFORM}/fe/login-dialog/entry.js`)).toEqual({ trusted: `${PLATFORM}/fe/login-dialog/entry.js` });
    expect(() => scriptUrl('https://evil.test/fe/login-dialog/entry.js')).toThrow(RefusedScriptUrl);
  });

  it('keeps the rule where there are no Trusted Types', () => {
    const scriptUrl = scriptUrlPolicy([PLATFORM], undefined);
    expect(scriptUrl(`${PLATFORM}/x.js`)).toBe(`${PLATFORM}/x.js`);
    expect(() => scriptUrl('https://evil.test/x.js')).toThrow(RefusedScriptUrl);
  });
});
