// The contents of game details (part 2 §2–§5), the same on the page at /hra/{game} and in the
// details opened over a page: art with the preview video, name and provider, the info icon (when
// there is a description), a logged-in player's favourite heart, the table of provider, bet range,
// max win or dealer and RTP, up to three tags per configured group, the description, Play always and Demo only when demo is enabled. A
// failed details call shows errors.unable-to-details with Try again in the description's place.
import { useContext, useId, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { JackpotLevels, Notice, TileCornerContext } from '@casino/react-ui';
import type { DetailsTagGroup } from '@casino/core';
import { translateKey } from '../chrome/error-messages.ts';
import { DetailsDescription } from './details-description.tsx';
import { DetailsMedia } from './details-media.tsx';
import type { GameDetailsView } from './game-details-view.ts';
import { playLinkState } from './game-journey.ts';
import './game-details.css';

export interface GameDetailsProps {
  readonly details: GameDetailsView;
  /** The page's heading is its h1; over a page it is the dialog's h2. */
  readonly headingLevel: 1 | 2;
  readonly headingId?: string;
  /** Asks the details' data again (Try again); absent, the button reloads the page's data. */
  readonly onRetry: () => void;
  /** The live table's dealer, when the live feed has told it. */
  readonly dealer?: string | null;
  /** The route the details were opened on (casino_game_launch's from_route). */
  readonly fromRoute: string;
  /** The live table's still (part 2 §3: it replaces the landscape art), when the live feed has one. */
  readonly liveImageUrl?: string | null;
  /** Art already on the screen (the tile that opened the details), shown until the details' own has loaded. */
  readonly placeholderUrl?: string | null;
}

export function GameDetails({
  details,
  headingLevel,
  headingId,
  onRetry,
  dealer = null,
  fromRoute,
  liveImageUrl = null,
  placeholderUrl = null,
}: GameDetailsProps) {
  const { t, i18n } = useLingui();
  const descriptionId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const GroupHeading = headingLevel === 1 ? 'h2' : 'h3';
  // The play route reads where the launch came from out of its history entry (game-journey.ts).
  const { search } = useLocation();
  const playState = playLinkState({ name: details.name, live: details.live }, fromRoute, search);
  const description = details.info?.description ?? null;
  // The info icon jumps to the description in place: a fragment navigation would be a history entry
  // of its own, and over a page a new location closes the details. Without scripts the link does it.
  const showDescription = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(descriptionId);
    if (target === null) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  };
  // A logged-in player's favourite heart, the tiles' own (favourites/favourite-corner.tsx).
  const favourite = useContext(TileCornerContext)?.({ gameCode: details.gameCode, name: details.name }, 'details') ?? null;
  const groupTitle: Readonly<Record<DetailsTagGroup, string>> = {
    collections: t`Žánry`,
    categories: t`Kategorie`,
    labels: t`Štítky`,
    specialFeatures: t`Funkce`,
  };
  const facts: { readonly label: string; readonly value: string }[] = [
    ...(details.provider ? [{ label: t`Výrobce`, value: details.provider }] : []),
    ...(details.betRange ? [{ label: t`Sázky`, value: details.betRange }] : []),
    ...(details.live ? (dealer ? [{ label: t`Krupiér`, value: dealer }] : []) : details.maxWin ? [{ label: t`Max. výhra`, value: details.maxWin }] : []),
    ...(details.rtp ? [{ label: t`Výherní podíl (RTP)`, value: details.rtp }] : []),
    ...(details.reels ? [{ label: t`Válce`, value: String(details.reels) }] : []),
    ...(details.info?.lines ? [{ label: t`Výherní linie`, value: String(details.info.lines) }] : []),
  ];
  return (
    <article className="casino-game-details" aria-labelledby={headingId}>
      <DetailsMedia
        image={details.live && liveImageUrl ? { ...details.image, src: liveImageUrl } : details.image}
        videoUrl={details.info?.videoUrl ?? null}
        placeholderUrl={placeholderUrl}
      />
      <div className="casino-game-details__head">
        <div className="casino-game-details__names">
          <Heading id={headingId} className="casino-game-details__name">
            {details.name}
          </Heading>
          {details.providerHref ? (
            <a className="casino-game-details__provider" href={details.providerHref}>
              {details.provider}
            </a>
          ) : (
            <p className="casino-game-details__provider">{details.provider}</p>
          )}
        </div>
        {description ? (
          <a className="casino-game-details__info" href={`#${descriptionId}`} aria-label={t`Popis hry`} title={t`Popis hry`} onClick={showDescription}>
            <span aria-hidden="true">i</span>
          </a>
        ) : null}
        {favourite}
      </div>
      {details.jackpotTicker ? (
        <div className="casino-game-details__jackpot">
          <JackpotLevels {...details.jackpotTicker} limit={1} headingLevel={2} levelsLabel={t`Jackpot hry`} />
        </div>
      ) : details.jackpot ? (
        <p className="casino-game-details__badge">{t`Hra s jackpotem`}</p>
      ) : null}
      {facts.length > 0 ? (
        <dl className="casino-game-details__facts">
          {facts.map((fact) => (
            <div key={fact.label} className="casino-game-details__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {details.tags.map(({ group, tags }) => (
        <div key={group} className="casino-game-details__tags">
          <GroupHeading className="casino-game-details__tags-title">{groupTitle[group]}</GroupHeading>
          <ul>
            {tags.map((tag) => (
              <li key={tag.label}>{tag.href ? <a href={tag.href}>{tag.label}</a> : <span>{tag.label}</span>}</li>
            ))}
          </ul>
        </div>
      ))}
      {details.infoError ? (
        <Notice tone="error" message={translateKey(i18n, details.infoError)} actionLabel={t`Zkusit znovu`} onAction={onRetry} />
      ) : description ? (
        <DetailsDescription id={descriptionId} text={description} />
      ) : null}
      <div className="casino-game-details__actions">
        <Link className="casino-game-details__play" to={details.playHref} state={playState}>
          {t`Hrát`}
        </Link>
        {details.demoHref ? (
          <Link className="casino-game-details__demo" to={details.demoHref} state={playState}>
            {t`Demo`}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
