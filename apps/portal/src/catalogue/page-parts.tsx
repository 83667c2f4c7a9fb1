// What the catalogue pages share in the browser as well as on the server: the translated texts of
// the spec's error keys, the failure and not-found views, and the game tiles of a page.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { GameTile, Notice, PageHeader, TileGrid } from '@casino/react-ui';
import { NotFoundPage } from '../chrome/not-found-page.tsx';
import type { CatalogueTile } from './catalogue-data.server.ts';
import type { CatalogueFailure } from './page-request.server.ts';

/** The spec's error keys these pages can meet (part 1 §8, part 2 §8), in the visitor's language. */
const ERROR_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'errors.failed-to-fetch-providers': msg`Výrobce her se nepodařilo načíst.`,
  'errors.failed-to-fetch-promotions': msg`Akce se nepodařilo načíst.`,
  'errors.failed-to-fetch-collections': msg`Žánry se nepodařilo načíst.`,
  'errors.failed-to-fetch-collection-groups': msg`Skupiny žánrů se nepodařilo načíst.`,
  'errors.failed-to-fetch-games': msg`Hry se nepodařilo načíst.`,
  'errors.failed-to-fetch-categories': msg`Kategorie se nepodařilo načíst.`,
  'errors.failed-to-fetch-layouts': msg`Rozložení stránky se nepodařilo načíst.`,
  'errors.failed-to-fetch-meta': msg`Nastavení stránky se nepodařilo načíst.`,
  'errors.failed-to-fetch-jackpots': msg`Jackpoty se nepodařilo načíst.`,
  'errors.failed-to-fetch-live-winners': msg`Výherce se nepodařilo načíst.`,
  'errors.page.page-not-found': msg`Stránku se nepodařilo načíst.`,
};

const UNEXPECTED: MessageDescriptor = msg`Něco se pokazilo. Zkuste to prosím za chvíli znovu.`;

export const errorText = (errorKey: string): MessageDescriptor => ERROR_TEXTS[errorKey] ?? UNEXPECTED;

export const isFailure = (value: unknown): value is CatalogueFailure =>
  typeof value === 'object' && value !== null && (value as { failed?: unknown }).failed === true;

/** The page when its call failed: the error key's text, and a way to try again. */
export function CatalogueFailureView({ failure }: { readonly failure: CatalogueFailure }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  return (
    <>
      <title>{failure.seo.title}</title>
      <PageHeader title={failure.seo.title} />
      <div data-error-key={failure.errorKey}>
        <Notice tone="error" message={i18n._(errorText(failure.errorKey))} actionHref={pathname} actionLabel={t`Zkusit znovu`} />
      </div>
    </>
  );
}

/** A 404 of a catalogue page (an unknown slug) inside the site's chrome; other errors say so. */
export function CatalogueErrorBoundary() {
  const error = useRouteError();
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <meta name="robots" content="noindex, nofollow" />
        <NotFoundPage />
      </>
    );
  }
  const title = i18n._(msg`Něco se pokazilo`);
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1>{title}</h1>
      <Notice tone="error" message={i18n._(UNEXPECTED)} actionHref={pathname} actionLabel={t`Zkusit znovu`} />
    </>
  );
}

/** The first row of tiles on a 1280 px screen: eager (React preloads them), the rest lazy. */
const EAGER_TILES = 6;

export function CatalogueTiles({ tiles, title, emptyText }: { readonly tiles: readonly CatalogueTile[]; readonly title?: string; readonly emptyText: string }) {
  if (tiles.length === 0) return <Notice message={emptyText} />;
  return (
    <TileGrid {...(title ? { title } : {})}>
      {tiles.map((tile, index) => (
        <GameTile key={tile.gameCode} {...tile} eager={index < EAGER_TILES} highPriority={index === 0} />
      ))}
    </TileGrid>
  );
}
