import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavLink } from '@casino/react-ui';
import { uniqueDrawerLinks } from './drawer-links.ts';

const link = fc.record({
  key: fc.string(),
  label: fc.constantFrom('Turnaje', 'turnaje ', 'Top výherci', 'Všechny hry', 'Promo akce'),
  href: fc.constantFrom('/tournaments', '/vitezove', '/vsechny-hry', '/kasino-zive/vsechny-hry', '/promo-bonusy'),
});
const lists = fc.array(fc.array(link, { maxLength: 8 }), { maxLength: 4 });

describe('uniqueDrawerLinks', () => {
  it('keeps each address once in the whole drawer and each name once per list', () => {
    fc.assert(
      fc.property(lists, (input) => {
        const output = uniqueDrawerLinks(input);
        const hrefs = output.flat().map((entry) => entry.href);
        expect(new Set(hrefs).size).toBe(hrefs.length);
        for (const list of output) {
          const names = list.map((entry) => entry.label.trim().toLocaleLowerCase());
          expect(new Set(names).size).toBe(names.length);
        }
      }),
    );
  });

  it('drops a link only when its address came earlier in the drawer or its name earlier in its list; order kept', () => {
    fc.assert(
      fc.property(lists, (input) => {
        const output = uniqueDrawerLinks(input);
        const kept = new Set(output.flat());
        const keptBefore: NavLink[] = [];
        input.forEach((list, index) => {
          expect(output[index]).toEqual(list.filter((entry) => kept.has(entry)));
          const keptInList: NavLink[] = [];
          for (const entry of list) {
            const repeat =
              keptBefore.some((earlier) => earlier.href === entry.href) ||
              keptInList.some((earlier) => earlier.label.trim().toLocaleLowerCase() === entry.label.trim().toLocaleLowerCase());
            expect(kept.has(entry)).toBe(!repeat);
            if (kept.has(entry)) {
              keptBefore.push(entry);
              keptInList.push(entry);
            }
          }
        });
      }),
    );
  });

  it('shows the demo drawer’s Tournaments and winners once', () => {
    const menu: NavLink[] = [
      { key: 'item:turnaje', label: 'Turnaje', href: '/tournaments' },
      { key: 'item:vitezove', label: 'Top výherci', href: '/vitezove' },
    ];
    const submenu: NavLink[] = [
      { key: 'top-winners', label: 'Top výherci', href: '/vitezove' },
      { key: 'tournaments', label: 'Turnaje', href: '/tournaments' },
      { key: 'submenu:1', label: 'Nejvyšší výhry', href: '/vyhry/nejvyssi' },
    ];
    expect(uniqueDrawerLinks([menu, submenu]).map((list) => list.map((entry) => entry.key))).toEqual([['item:turnaje', 'item:vitezove'], ['submenu:1']]);
  });
});
