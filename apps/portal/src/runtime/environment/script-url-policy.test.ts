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
    // Addresses over a few hosts, so that a URL's origin is often one of those configured (fast-check's
    // webUrl seldom repeats an origin, and its first use takes seconds to build).
    const origin = fc
      .record({
        scheme: fc.constantFrom('https', 'http'),
        host: fc.constantFrom('platform.casino.test', 'cdn.casino.test', 'platform.casino.test.evil.test', 'evil.test', '127.0.0.1'),
        port: fc.option(fc.constantFrom(443, 8443, 80), { nil: undefined }),
      })
      .map(({ scheme, host, port }) => `${scheme}://${host}${port === undefined ? '' : `:${port}`}`);
    const url = fc
      .record({
        origin,
        userInfo: fc.constantFrom('', 'user@', 'user:secret@'),
        path: fc.array(fc.constantFrom('fe', 'entry.js', '..', '%2F', 'a b', '?q=1', '#x'), { maxLength: 4 }),
      })
      .map(({ origin: at, userInfo, path }) => at.replace('://', `://${userInfo}`) + '/' + path.join('/'));
    fc.assert(
      fc.property(
        url,
        fc.array(
          origin.map((each) => new URL(each).origin),
          { maxLength: 3 },
        ),
        (address, origins) => {
          const admitted = admittedScriptUrl(address, origins);
          const parsed = new URL(address);
          const expected = origins.includes(parsed.origin) && parsed.username === '' && parsed.password === '';
          expect(admitted !== null).toBe(expected);
        },
      ),
      { numRuns: 200 },
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
