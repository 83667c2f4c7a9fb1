import { describe, expect, it } from 'vitest';
import type { GlobalSettings } from '../types/session.ts';
import { enabledFilterGroups } from './enabled-filter-groups.ts';

const settings = {
  enabledFilters: ['provider', 'category', 'betAmount', 'provider'],
  enabledFiltersLive: ['language', 'openTable'],
} as Pick<GlobalSettings, 'enabledFilters' | 'enabledFiltersLive'> as GlobalSettings;

describe('enabledFilterGroups', () => {
  it('reads the casino list for the casino lobby, once per group, in order', () => {
    expect(enabledFilterGroups(settings, 'casino')).toEqual(['provider', 'category', 'betAmount']);
  });

  it('reads the live list for the live lobby', () => {
    expect(enabledFilterGroups(settings, 'live')).toEqual(['language', 'openTable']);
  });
});
