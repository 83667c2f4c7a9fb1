import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchTerm } from '../search/index.ts';
import { bonusPopupClickEvent, navigationEvent, panicStepEvent, searchEvent, themeToggleEvent } from './interaction-events.ts';
import { consentUpdate } from './consent.ts';

describe('chrome events of part 2 §7', () => {
  it('casino_navigation', () => {
    expect(navigationEvent('casino', 'preview-providers')).toEqual({ event: 'casino_navigation', origin: 'casino', route_name: 'providers' });
    expect(navigationEvent('live_casino', 'preview-live-casino')).toEqual({ event: 'casino_navigation', origin: 'live_casino', route_name: 'live-casino' });
  });

  it('casino_search tracks the normalised term', () => {
    expect(searchEvent('  Král   Kobra!! ', 'casino')).toEqual({ event: 'casino_search', search_term: 'kral kobra', origin: 'casino' });
    fc.assert(
      fc.property(fc.string(), (term) => {
        expect(searchEvent(term, 'live_casino').search_term).toBe(normalizeSearchTerm(term));
      }),
    );
  });

  it('casino_theme_toggle, panic steps, bonus popup click', () => {
    expect(themeToggleEvent('dark')).toEqual({ event: 'casino_theme_toggle', theme: 'dark' });
    expect(['start', 'confirm', 'block'].map((step) => panicStepEvent(step as 'start'))).toEqual([
      { event: 'casino_panic_button', step: 'start' },
      { event: 'casino_panic_button', step: 'confirm' },
      { event: 'casino_panic_button', step: 'block' },
    ]);
    expect(bonusPopupClickEvent('b-1', 'accept')).toEqual({ event: 'casino_bonus_popup_click', bonus_id: 'b-1', cta_action: 'accept' });
    expect(bonusPopupClickEvent('b-2', 'decline').cta_action).toBe('decline');
  });
});

describe('consentUpdate', () => {
  it('maps the four groups to granted or denied', () => {
    expect(consentUpdate({ performance: true, statistics: false, marketing: true })).toEqual({
      event: 'consent_update',
      performance: 'granted',
      statistics: 'denied',
      preferences: 'denied',
      marketing: 'granted',
    });
    expect(consentUpdate(['preferences', 'unknown'])).toEqual({
      event: 'consent_update',
      performance: 'denied',
      statistics: 'denied',
      preferences: 'granted',
      marketing: 'denied',
    });
  });

  it('a group is granted exactly when chosen, whichever form the choice takes', () => {
    const group = fc.constantFrom('performance', 'statistics', 'preferences', 'marketing');
    fc.assert(
      fc.property(fc.uniqueArray(group), (granted) => {
        const fromList = consentUpdate(granted);
        const fromFlags = consentUpdate(Object.fromEntries(granted.map((name) => [name, true])));
        expect(fromList).toEqual(fromFlags);
        for (const name of ['performance', 'statistics', 'preferences', 'marketing'] as const) {
          expect(fromList[name]).toBe(granted.includes(name) ? 'granted' : 'denied');
        }
      }),
    );
  });
});
