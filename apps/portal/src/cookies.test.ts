import { describe, expect, it } from 'vitest';
import { cookieValue, preferenceCookie } from './cookies.ts';

describe('cookieValue', () => {
  it('finds a cookie by its whole name, decoded', () => {
    expect(cookieValue('a=1; locale=en; theme=light', 'locale')).toBe('en');
    expect(cookieValue('xlocale=cs; locale=en', 'locale')).toBe('en');
    expect(cookieValue('name=J%C3%A1n', 'name')).toBe('Ján');
  });

  it('reads a missing header, a missing cookie and a malformed value as absent', () => {
    expect(cookieValue(null, 'locale')).toBeNull();
    expect(cookieValue('theme=dark', 'locale')).toBeNull();
    expect(cookieValue('locale=%E0%A4%A', 'locale')).toBeNull();
  });

  it('writes a preference cookie for the whole site', () => {
    expect(preferenceCookie('theme', 'light', 365)).toBe('theme=light; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
