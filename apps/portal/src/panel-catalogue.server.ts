// What the search and filters panels' catalogues are made from: the shared content answers a
// lobby's games are described by, fetched at once, and the panel's wire form made from them once
// per version of those answers (the view cache), in the page's language and preview mode.
import { Effect } from 'effect';
import { ContentApi, LocalApi, Settings } from '@casino/api-clients';
import type { Category, Collection, Game, GlobalSettings, Lobby, Provider } from '@casino/core';
import type { PageRequest } from './request-context.server.ts';

export interface PanelCatalogueAnswers {
  readonly games: readonly Game[];
  readonly providers: readonly Provider[];
  readonly categories: readonly Category[];
  readonly collections: readonly Collection[];
  readonly settings: GlobalSettings;
}

const panelCatalogueCalls = Effect.gen(function* () {
  const content = yield* ContentApi;
  const local = yield* LocalApi;
  const settings = yield* Settings;
  return yield* Effect.all(
    {
      games: content.games(),
      providers: content.providers(),
      categories: local.categories(),
      collections: content.collections(),
      settings: settings.globalSettings(),
    },
    { concurrency: 'unbounded' },
  );
});

/** Loads the answers (shared between requests) and makes the panel's wire form (`kind`) once per version of them. */
export const loadPanelCatalogue = async <W>(
  page: PageRequest,
  kind: string,
  lobby: Lobby,
  wireOf: (answers: PanelCatalogueAnswers, lobby: Lobby) => W,
): Promise<W> => {
  const answers = await page.run(panelCatalogueCalls);
  // The answers are in the page's language and preview mode; nothing else of the request goes in.
  const terms = JSON.stringify([lobby, page.locale, page.preview]);
  return page.views.view(kind, [answers.games, answers.providers, answers.categories, answers.collections, answers.settings], terms, () =>
    wireOf(answers, lobby),
  );
};
