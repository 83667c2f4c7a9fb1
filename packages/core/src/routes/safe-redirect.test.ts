// The redirect target check: examples of every trick, and properties over generated hostile targets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectLocation, rootPathRedirect, safeRedirectTarget } from './safe-redirect.ts';

const ALLOWED = 'allowed.example';
const options = { allowedHosts: [ALLOWED, 'Poker.Example.com', 'ports.example:8443'] };
const check = (target: string) => safeRedirectTarget(target, options);

describe('safeRedirectTarget: what it follows', () => {
  it.each([
    ['/vitezove', '/vitezove'],
    ['/kasino-zive?lang=en#top', '/kasino-zive?lang=en#top'],
    ['/en/vyrobci/netent', '/en/vyrobci/netent'],
    ['/a/../vitezove', '/vitezove'],
    ['/hra/book%20of%20dead', '/hra/book%20of%20dead'],
    ['/kasino-zive/kategorie/%5C%5Cx', '/kasino-zive/kategorie/%5C%5Cx'],
  ])('the site path %s as %s', (target, path) => {
    expect(check(target)).toEqual({ kind: 'internal', path });
  });

  it.each([
    ['https://allowed.example/', 'https://allowed.example/'],
    ['https://allowed.example/poker?x=1', 'https://allowed.example/poker?x=1'],
    ['HTTPS://ALLOWED.EXAMPLE/Path', 'https://allowed.example/Path'],
    ['http://allowed.example', 'http://allowed.example/'],
    ['https://poker.example.com/', 'https://poker.example.com/'],
    ['https://allowed.example:443/', 'https://allowed.example/'],
    ['https://ports.example:8443/x', 'https://ports.example:8443/x'],
  ])('the allowed absolute %s as %s', (target, url) => {
    expect(check(target)).toEqual({ kind: 'external', url });
  });
});

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript%3Aalert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  'javascript://allowed.example/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'mailto:x@evil.example',
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%09/evil.example',
  '/%0a%5cevil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '/x/%2E%2E//evil.example',
  'https://evil.example/',
  'https://allowed.example.evil.example/',
  'https://evil.example/allowed.example',
  'https://evil.example?https://allowed.example',
  'https://evil.example#allowed.example',
  'https://allowed.example@evil.example',
  'https://allowed.example:x@evil.example/',
  'https://user@allowed.example/',
  'https://allowed.example%40evil.example/',
  'https://allowed.example\\@evil.example/',
  'https:\\\\evil.example',
  'https:/evil.example',
  'https:evil.example',
  'https:///evil.example',
  'ht\ttps://evil.example',
  'https://allowed.example\t.evil.example/',
  'https://allowed.example./',
  'https://allowed.example:8080/',
  'https://ports.example/',
  'https://xn--llowed-example.evil/',
  'https://аllowed.example/',
  'ftp://allowed.example/',
  'ws://allowed.example/',
  'allowed.example',
  'vitezove',
  '?redirect=1',
  '#top',
  '',
  ' /vitezove',
  '/vitezove ',
  '%2F%2Fevil.example',
  '/%',
  '/%zz',
];

describe('safeRedirectTarget: what it refuses', () => {
  it.each(HOSTILE)('%j', (target) => {
    expect(check(target)).toBeNull();
  });

  it('follows no absolute target at all without an allow-list', () => {
    expect(safeRedirectTarget('https://allowed.example/', { allowedHosts: [] })).toBeNull();
  });
});

// Generators of hostile variants: scheme case, control characters inside the scheme, percent-encoding.
const mixCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(''));
const controlOrSpace = fc.constantFrom('\t', '\n', '\r', ' ', '\u0000', '\u000b', '\u000c', '\u007f', '\u00a0', '\u2028', '\ufeff');
const withInsertion = (text: string, insert: fc.Arbitrary<string>) =>
  fc.tuple(fc.nat({ max: text.length }), insert).map(([at, inserted]) => `${text.slice(0, at)}${inserted}${text.slice(at)}`);
const percentEncodeSome = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((encode) => [...text].map((char, index) => (encode[index] ? `%${char.charCodeAt(0).toString(16).padStart(2, '0')}` : char)).join(''));
const evilHost = fc.constantFrom('evil.example', 'allowed.example.evil.example', 'evil.example:443', '127.0.0.1', '[::1]');
const payload = fc.constantFrom('alert(1)', '//allowed.example/%0aalert(1)', 'fetch("//evil.example")');
const dangerousScheme = fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob');

const leavesForOtherHost = (target: string) => {
  const destination = check(target);
  if (destination === null) return false;
  if (destination.kind === 'internal') {
    const resolved = new URL(destination.path, 'https://portal.example');
    return resolved.origin !== 'https://portal.example';
  }
  const url = new URL(destination.url);
  return !['allowed.example', 'poker.example.com', 'ports.example:8443'].includes(url.host) || url.username !== '';
};

describe('safeRedirectTarget properties', () => {
  it('never follows a dangerous scheme, whatever its case, inserted whitespace or percent-encoding', () => {
    const scheme = dangerousScheme.chain((name) =>
      fc.oneof(
        mixCase(name),
        mixCase(name).chain((mixed) => withInsertion(mixed, controlOrSpace)),
        percentEncodeSome(name),
      ),
    );
    fc.assert(
      fc.property(scheme, fc.constantFrom(':', '%3a', '%3A'), payload, (name, colon, body) => {
        expect(check(`${name}${colon}${body}`)).toBeNull();
      }),
    );
  });

  it('never leaves for a host off the allow-list: protocol-relative, backslashes, userinfo, whitespace', () => {
    const prefix = fc.constantFrom(
      '//',
      '///',
      '/\\',
      '\\\\',
      '\\/',
      '/%2f',
      '/%2F',
      '/%5c',
      '%2f%2f',
      'https://',
      'HTTPS://',
      'http://',
      'https:/',
      'https:\\\\',
      'https:',
    );
    const userinfo = fc.constantFrom('', 'allowed.example@', 'allowed.example:443@', 'allowed.example%40', 'a:b@');
    const target = fc.tuple(prefix, userinfo, evilHost, fc.constantFrom('', '/', '/x?y=1', '#allowed.example')).map((parts) => parts.join(''));
    const mangled = fc.oneof(
      target,
      target.chain((text) => withInsertion(text, controlOrSpace)),
      target.chain(mixCase),
    );
    fc.assert(
      fc.property(mangled, (text) => {
        expect(leavesForOtherHost(text)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('any string at all: the result is null, a path of this site, or an allowed host without userinfo', () => {
    const anyTarget = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ maxLength: 40, unit: 'binary' }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(fc.constantFrom('/', '//', '/\\', 'https://', 'https://allowed.example', 'https://allowed.example@'), fc.string({ maxLength: 30 }))
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(anyTarget, (target) => {
        expect(leavesForOtherHost(target)).toBe(false);
        const destination = check(target);
        if (destination?.kind === 'internal') {
          expect(destination.path.startsWith('/')).toBe(true);
          expect(destination.path.startsWith('//')).toBe(false);
          expect(redirectLocation(destination)).toBe(destination.path);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('every path of the site is followed as itself', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(check(path)).toEqual({ kind: 'internal', path });
      }),
    );
  });
});

describe('rootPathRedirect', () => {
  it('sends the bare root to the configured path, carrying the query', () => {
    expect(rootPathRedirect('/', '', '/kasino-zive', options)).toBe('/kasino-zive');
    expect(rootPathRedirect('/', '?lang=en', '/kasino-zive', options)).toBe('/kasino-zive?lang=en');
    expect(rootPathRedirect('/', '?lang=en', '/kasino-zive?x=1', options)).toBe('/kasino-zive?x=1');
    expect(rootPathRedirect('/', '', 'https://allowed.example/cz', options)).toBe('https://allowed.example/cz');
  });

  it('does nothing elsewhere, unconfigured, to the root itself, or to an unsafe target', () => {
    expect(rootPathRedirect('/vitezove', '', '/kasino-zive', options)).toBeNull();
    expect(rootPathRedirect('/en', '', '/kasino-zive', options)).toBeNull();
    expect(rootPathRedirect('/', '', null, options)).toBeNull();
    expect(rootPathRedirect('/', '', '/', options)).toBeNull();
    expect(rootPathRedirect('/', '', '/?x=1', options)).toBeNull();
    expect(rootPathRedirect('/', '', '//evil.example', options)).toBeNull();
    expect(rootPathRedirect('/', '', 'https://evil.example', options)).toBeNull();
  });
});
