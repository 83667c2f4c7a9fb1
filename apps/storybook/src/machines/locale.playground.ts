// The locale: a change loads the new catalogue and merges it, then writes the cookie, refetches the
// cached data, moves to the locale's path and announces locale.changed.
import * as locale from '@casino/machines/locale';
import { forMachine } from '../playground/machine-description.ts';

const CATALOGUES = {
  cs: { 'general.close': 'Zavřít', 'general.try-again': 'Zkusit znovu', 'search.no-results': 'Nic jsme nenašli' },
  en: { 'general.close': 'Close', 'general.try-again': 'Try again', 'search.no-results': 'Nothing found' },
} as const;

export const localePlayground = forMachine(locale.localeMachine).describe({
  id: 'locale',
  title: 'Locale',
  summary:
    'Switch to English: the catalogue loads and merges, then the cookie, the refetch and the navigation run (see the history). Pick Fail to stay in the current locale.',
  input: () => ({ locale: 'cs' }),
  actors: {
    loadMessages: { kind: 'promise', answers: { 'the locale catalogue': ({ input }) => CATALOGUES[input.locale] } },
  },
  actions: ['persistLocale', 'navigate', 'refetchCachedData'],
  events: [
    { label: 'English', event: { type: 'locale.change', locale: 'en', pathname: '/hry/novinky' } },
    { label: 'Czech', event: { type: 'locale.change', locale: 'cs', pathname: '/en/hry/novinky' } },
  ],
  view: locale.connect,
});
