// What the catalogue pages share in the browser as well as on the server: the failure and
// not-found views (error keys in words of chrome/error-messages.ts), and the game tiles of a page.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { GameTile, Notice, PageHeader, TileGrid } from '@casino/react-ui';
import { translateKey } from '../chrome/error-messages.ts';
import { NotFoundPage } from '../chrome/not-found-page.tsx';
import type { GameTileWithCode } from '../game-tile-view.ts';
import { UNEXPECTED_ERROR_KEY } from '../page-failure.ts';
import type { CatalogueFailure } from './page-request.server.ts';

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
        <Notice tone="error" message={translateKey(i18n, failure.errorKey)} actionHref={pathname} actionLabel={t`Zkusit znovu`} />
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
      <Notice tone="error" message={translateKey(i18n, UNEXPECTED_ERROR_KEY)} actionHref={pathname} actionLabel={t`Zkusit znovu`} />
    </>
  );
}

/** The first row of tiles on a 1280 px screen: eager (React preloads them), the rest lazy. */
const EAGER_TILES = 6;

export function CatalogueTiles({
  tiles,
  title,
  emptyText,
}: {
  readonly tiles: readonly GameTileWithCode[];
  readonly title?: string;
  readonly emptyText: string;
}) {
  if (tiles.length === 0) return <Notice message={emptyText} />;
  return (
    <TileGrid {...(title ? { title } : {})}>
      {tiles.map((tile, index) => (
        <GameTile key={tile.gameCode} {...tile} eager={index < EAGER_TILES} highPriority={index === 0} />
      ))}
    </TileGrid>
  );
}
