// locale: the message catalogues come from the portal (its compiled Lingui catalogues); a switch
// writes the locale cookie, moves to the prefixed path, and from then on every client call asks in
// the new locale. What else holds locale-bound data (the router's loaders) is told through
// `refetch`; the jackpots hear `locale.changed` through the root.
import { fromPromise } from 'xstate';
import { locale } from '@casino/machines';
import type { Locale } from '@casino/core';
import type { PortalRuntime } from './portal-runtime.ts';

export interface LocaleAdapters {
  /** The compiled catalogue of a locale (merged by the machine with what it holds). */
  readonly loadMessages: (locale: Locale) => Promise<locale.MessageCatalogue>;
  /** Fetches the page's locale-bound data again (the router's revalidation in the portal). */
  readonly refetch: () => void;
}

export const provideLocale = (runtime: PortalRuntime, adapters: LocaleAdapters) =>
  locale.localeMachine.provide({
    actors: {
      loadMessages: fromPromise<locale.MessageCatalogue, { locale: Locale }>(({ input }) => adapters.loadMessages(input.locale)),
    },
    actions: {
      persistLocale: (_, cookie) => runtime.env.cookies.set(cookie.name, cookie.value, { days: cookie.maxAgeDays }),
      navigate: (_, params) => runtime.env.location.navigate(params.path),
      refetchCachedData: (_, params) => {
        runtime.page.setLocale(params.locale);
        adapters.refetch();
      },
    },
  });
