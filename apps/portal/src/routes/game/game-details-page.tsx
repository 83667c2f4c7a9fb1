// /hra/:game opened directly: the game's details as a page of their own, server-rendered with the
// game's head (title, description, og:image of its art); an unknown code is a real 404. The details
// opened over a page (game/game-details-over-page.tsx) ask this same loader with the overlay flag,
// and get a failure back as data rather than the page's failure. A live game's page shows its
// table's dealer and still once the live feed is connected (game/use-live-table.ts).
import { useRevalidator } from 'react-router';
import type { Route } from './+types/game-details-page.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import type { LobbyHandle } from '../../chrome/page-lobby.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { GameDetails } from '../../game/game-details.tsx';
import { loadDetailsOverPage } from '../../game/game-details-over-page.server.ts';
import { isDetailsUnavailable } from '../../game/game-details-view.ts';
import { loadGameDetails } from '../../game/game-details-data.server.ts';
import { useLiveTable } from '../../game/use-live-table.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const gameCode = request.params['game'] ?? '';
  const over = loadDetailsOverPage(request, () => loadGameDetails(request, gameCode));
  return over ?? loadCataloguePage(request, () => loadGameDetails(request, gameCode));
}

export const shouldRevalidate = pageShouldRevalidate;

/** A live table's own page is the live casino's (its header, menu and tracking). */
export const handle: LobbyHandle = {
  lobbyOf: (loaderData) => {
    const data = loaderData as Route.ComponentProps['loaderData'] | undefined;
    return data === undefined || isDetailsUnavailable(data) ? null : data.details.live ? 'live' : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData && !isDetailsUnavailable(loaderData) ? loaderData.seo : undefined);

export default function GameDetailsPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const details = isDetailsUnavailable(loaderData) ? null : loaderData.details;
  const table = useLiveTable(details?.gameCode ?? '', details?.live === true, 'own-feed');
  // The page's own answer is never the overlay's (that flag is only in the details' own requests).
  if (details === null) return null;
  return (
    <div className="casino-game-details-page">
      <GameDetails
        details={details}
        headingLevel={1}
        onRetry={() => void revalidator.revalidate()}
        fromRoute="preview-games-game"
        dealer={table?.dealer ?? null}
        liveImageUrl={table?.imageUrl ?? null}
      />
    </div>
  );
}
