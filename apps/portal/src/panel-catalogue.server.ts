// What the search and filters panels' catalogues are made from: the shared content answers a
// lobby's games are described by, fetched at once, and the panel's wire form made from them once
// per version of those answers (the view cache), in the page's language and preview mode; and the
// resource routes' answer (routes/search, routes/filters): JSON that depends on its address alone
// (the language from the /en prefix, the lobby from `?lobby=`), so any shared cache may keep it for
// a minute; a preview's is never stored, and a failed load answers 502 with the error key.
import { Effect } from 'effect';
import { ContentApi, LocalApi, Settings } from '@casino/api-clients';
import { ErrorKey, type Category, type Collection, type Game, type GlobalSettings, type Lobby, type Provider } from '@casino/core';
import { errorKeyOf } from './page-failure.ts';
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

/** As long as a page's shared content answers live, and a little more while a fresh one is fetched. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

/** A panel's catalogue route's answer: the lobby from the query's `lobbyParam`, the wire form from `load`. */
export const panelCatalogueResponse = async <W>(
  page: PageRequest,
  name: string,
  lobbyParam: string,
  load: (page: PageRequest, lobby: Lobby) => Promise<W>,
): Promise<Response> => {
  const lobby: Lobby = page.url.searchParams.get(lobbyParam) === 'live' ? 'live' : 'casino';
  try {
    const wire = await load(page, lobby);
    return Response.json(wire, { headers: { 'Cache-Control': page.preview ? 'no-store' : CACHE_CONTROL } });
  } catch (error) {
    const errorKey = errorKeyOf(error, ErrorKey.failedToFetchGames);
    console.error(`${name} (${lobby}): the answer failed (${errorKey})`, error);
    return Response.json({ errorKey }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
};
