// The contents of game details over the page the visitor is on, inside the frame the host has
// already opened (details-dialog.tsx): a chunk of its own. Its data is the /hra/{game} route's own
// loader, asked with the overlay flag, so the page and the details show the same contents from one
// place. Until the data arrives it shows what the tile showed (details-preview.tsx); a game opened
// before in this page shows from memory (details-memory.ts) at once. A live game's dealer and table
// still come from the live feed when the page has it connected (use-live-table.ts).
import { useEffect, useState } from 'react';
import { useFetcher, useMatches } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Notice, type GameTileShown } from '@casino/react-ui';
import { ErrorKey } from '@casino/core';
import { translateKey } from '../chrome/error-messages.ts';
import { createDetailsMemory } from './details-memory.ts';
import { DetailsPending } from './details-dialog.tsx';
import { DetailsPreview } from './details-preview.tsx';
import { GameDetails } from './game-details.tsx';
import { useLiveTable } from './use-live-table.ts';
import { DETAILS_OVERLAY_PARAM, isDetailsUnavailable, type GameDetailsPageData, type GameDetailsUnavailable } from './game-details-view.ts';

/** Opened again within a minute (the server's shared answers live 30 s), the details are not asked again. */
const remembered = createDetailsMemory<GameDetailsPageData>({ now: () => Date.now(), freshMs: 60_000, limit: 100 });

export interface GameDetailsOverPageProps {
  readonly href: string;
  /** What the tile that opened the details showed; null from any other link. */
  readonly shown: GameTileShown | null;
  /** The heading that names the dialog: every state below renders one with this id. */
  readonly headingId: string;
}

export default function GameDetailsOverPage({ href, shown, headingId }: GameDetailsOverPageProps) {
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<GameDetailsPageData | GameDetailsUnavailable>();
  // The page under the details, where a launch from them comes from.
  const matches = useMatches();
  const fromRoute = matches[matches.length - 1]?.id ?? 'preview';
  const address = `${href}?${DETAILS_OVERLAY_PARAM}=1`;
  const load = () => void fetcher.load(address);
  // Read once per opening: the memory's answer stands until the fetcher has one of its own.
  const [recalled] = useState(() => remembered.recall(href));

  useEffect(() => {
    if (recalled?.fresh !== true) load();
    // Once per opening: the host keys the details by the game's code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address]);

  const fetched = fetcher.data;
  useEffect(() => {
    if (fetched !== undefined && !isDetailsUnavailable(fetched)) remembered.remember(href, fetched);
  }, [fetched, href]);

  const data = fetched ?? recalled?.value;
  const details = data === undefined || isDetailsUnavailable(data) ? null : data.details;
  const table = useLiveTable(details?.gameCode ?? '', details?.live === true, 'page-feed');
  if (data === undefined) return shown ? <DetailsPreview shown={shown} headingId={headingId} /> : <DetailsPending headingId={headingId} />;
  if (isDetailsUnavailable(data))
    return (
      <>
        <h2 id={headingId} className="casino-visually-hidden">{t`Detail hry`}</h2>
        <Notice
          tone="error"
          message={data.unavailable === 'not-found' ? t`Tuto hru jsme nenašli.` : translateKey(i18n, ErrorKey.unableToDetails)}
          {...(data.unavailable === 'not-found' ? {} : { actionLabel: t`Zkusit znovu`, onAction: load })}
        />
      </>
    );
  return (
    <GameDetails
      details={data.details}
      headingLevel={2}
      headingId={headingId}
      onRetry={load}
      fromRoute={fromRoute}
      placeholderUrl={shown?.imageUrl ?? null}
      dealer={table?.dealer ?? null}
      liveImageUrl={table?.imageUrl ?? null}
    />
  );
}
