import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ThemeOption } from '../types/enums.ts';
import { nextThemeOption, resolvedColorScheme } from './theme-preference.ts';

describe('nextThemeOption (part 2 §4)', () => {
  it.each([
    ['dark', 'light'],
    ['light', 'system'],
    ['system', 'dark'],
  ] as const)('%s → %s', (from, to) => {
    expect(nextThemeOption(from)).toBe(to);
  });

  it('three toggles come back to the start, passing every option once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(ThemeOption)), (start) => {
        const seen = [start, nextThemeOption(start), nextThemeOption(nextThemeOption(start))];
        expect(new Set(seen).size).toBe(3);
        expect(nextThemeOption(seen[2]!)).toBe(start);
      }),
    );
  });
});

describe('resolvedColorScheme', () => {
  it.each([
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('%s with a dark device %s → %s', (preference, systemDark, scheme) => {
    expect(resolvedColorScheme(preference, systemDark)).toBe(scheme);
  });

  it('only system follows the device', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(ThemeOption)), fc.boolean(), (preference, systemDark) => {
        const follows = resolvedColorScheme(preference, systemDark) !== resolvedColorScheme(preference, !systemDark);
        expect(follows).toBe(preference === 'system');
      }),
    );
  });
});
