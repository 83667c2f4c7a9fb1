// The search panel's popular providers (part 2 §2): the settings' providers, in the settings' order,
// shown only while no search is running.
import type { Provider } from '../types/catalogue.ts';

/** A search runs once the term has something besides spaces (D2: the term is trimmed first). */
export const isSearchRunning = (term: string): boolean => term.trim() !== '';

/** The providers GlobalSettings.searchPopularProviders names, in its order; unknown ids are skipped. */
export const popularSearchProviders = <P extends Pick<Provider, 'id'>>(ids: readonly string[], providers: readonly P[]): P[] =>
  ids.flatMap((id) => providers.filter((provider) => provider.id === id));

/** The popular-providers row shows when the settings list providers and no search is running. */
export const showsPopularProviders = (term: string, popular: readonly unknown[]): boolean => !isSearchRunning(term) && popular.length > 0;
