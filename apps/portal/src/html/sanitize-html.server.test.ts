import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SANITISED_CACHE_CHARS, sanitisedCacheSize, sanitizeCmsHtml } from './sanitize-html.server.ts';

const PAYLOADS = [
  '<img src=x onerror="alert(1)">',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><button>go</button></form>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
];

describe('sanitizeCmsHtml', () => {
  // 200 sanitisings through jsdom: seconds on a loaded 2-core machine, so more than vitest's 5 s default.
  it('keeps nothing that can run, whatever surrounds the payload', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYLOADS), fc.string(), fc.string(), (payload, before, after) => {
        const clean = sanitizeCmsHtml(`<p>${before}</p>${payload}<p>${after}</p>`).toLowerCase();
        return !/<script|onerror|onload|javascript:|<iframe|<object|<form|style=/.test(clean);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps the editor's formatting and links, external ones without the opener", () => {
    const clean = sanitizeCmsHtml('<h2>Bonus</h2><p><strong>100 %</strong> <a href="https://example.com/t">podmínky</a> <a href="/promo-bonusy">vše</a></p>');
    expect(clean).toContain('<h2>Bonus</h2>');
    expect(clean).toContain('<strong>100 %</strong>');
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.com/t">');
    expect(clean).toContain('<a href="/promo-bonusy">');
  });
});

describe('the cache of sanitised texts', () => {
  it('answers a text seen before with the same result as a fresh sanitising', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PAYLOADS, '<p>Vítejte</p>', '<a href="https://example.com">x</a>'), { minLength: 1, maxLength: 20 }), (texts) => {
        const first = texts.map(sanitizeCmsHtml);
        const again = texts.map(sanitizeCmsHtml);
        expect(again).toEqual(first);
      }),
      { numRuns: 50 },
    );
  });

  it('holds no more characters than its bound, whatever passes through', () => {
    const text = (index: number) => `<p>${'x'.repeat(50_000)}${index}</p>`;
    for (let index = 0; index < 60; index += 1) sanitizeCmsHtml(text(index));
    const { texts, chars } = sanitisedCacheSize();
    expect(chars).toBeLessThanOrEqual(SANITISED_CACHE_CHARS);
    expect(texts).toBeGreaterThan(0);
    expect(texts).toBeLessThan(60);
  });
});
