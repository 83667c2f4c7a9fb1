// The widgets of a lobby layout, in order, as react-ui components with translated labels. The
// largest paint is the carousel's first slide when the layout opens with one (the carousel asks
// for it first); otherwise the first game row's first tile. Only the tiles a phone shows of the
// first game row load eagerly: the rest of the art waits for layout, leaving the slow mobile link
// to what is painted first.
import { Suspense, useContext, useMemo, type ComponentType } from 'react';
import { preload } from 'react-dom';
import { Await } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  SanitisedHtml,
  GameRow,
  GameTile,
  HydrateOnEngagement,
  JackpotsWidget,
  LinkTiles,
  LobbyCarousel,
  ProviderLogos,
  VideoWidget,
  WidgetError,
  WinnersStrip,
  WinnersStripSkeleton,
  TileFrameContext,
  type GameTileProps,
} from '@casino/react-ui';
import { translateKey } from '../chrome/error-messages.ts';
import { compactTiles } from './compact-games.ts';
import './lobby-widgets.css';
import type { LobbyWidgetView, WinnersResult } from './lobby-views.ts';
import { trustedHtml } from '../routing/sanitised-html-policy.ts';
import { ServerMarkup } from '../html/server-markup.tsx';
import { widgetOf, type SentWidget } from './widget-texts.ts';
import { PlayerRowSlot } from './player-rows/player-row-slot.tsx';
import { playerCategoriesOf } from './player-rows/player-row-view.ts';
import { serviceSourcesOf, ServiceRowSlot } from './service-rows/service-row-slot.tsx';
import { useScrollAnchor } from '../routing/use-scroll-anchor.ts';

export interface LobbyWidgetsProps {
  /** As the loader data carries them: the shared views as texts (widget-texts.ts). */
  readonly widgets: readonly SentWidget[];
  readonly winners: Promise<WinnersResult> | null;
  readonly providersHref: string;
  /** Draws a row's tile: the live lobby's follows its table (live-feed/live-game-tile.tsx); GameTile unless given. */
  readonly Tile?: ComponentType<GameTileProps & { readonly tileKey: string }>;
}

/** Tiles of the first game row a phone shows before any scrolling. */
const EAGER_TILES = 3;

/**
 * Widgets a phone shows before any scrolling (lobby-widgets.css lays out the rest when near): the
 * casino lobby's reused widgets after them hydrate at the visitor's first engagement with the page
 * (react-ui's HydrateOnEngagement), not with its load, where their rows of tiles were most of what
 * the page hydrated. The jackpots and the winners wait for that or for being seen (below); the live
 * lobby's tiles, which follow their tables, hydrate with the load.
 */
const FIRST_SCREEN_WIDGETS = 3;

/**
 * The widgets that move by themselves (the jackpots' amounts tick; new wins join the winners'
 * strip) past the first screen: they hydrate at the visitor's first engagement too, or once they
 * are on the screen (a taller window's first screen holds them), and their ticks start there. At
 * 1280×800 both are below the first screen; at 390×844 the jackpots' top is on it.
 */
const movesByItself = (widget: LobbyWidgetView): boolean => widget.kind === 'jackpots' || widget.kind === 'winners';

/** The element id of a widget that hydrates once seen. */
const seenIdOf = (widget: LobbyWidgetView): string => `lobby-widget-${widget.id}`;

/**
 * The widgets whose server HTML is the same for every visitor of the page's version (drawn from the
 * view cache's views alone: html/server-markup.tsx), sent again as React wrote them. Of the
 * carousel only its slides (below), as it asks for its first slide's preload as it renders and its
 * track's id is its place in the page; not the jackpots, whose amounts are the request's, the
 * winners, which stream in per request, or an error.
 */
const reusesMarkup = (widget: LobbyWidgetView): boolean =>
  widget.kind === 'games' || widget.kind === 'links' || widget.kind === 'html' || widget.kind === 'providers' || widget.kind === 'video';

export function LobbyWidgets({ widgets: sent, winners, providersHref, Tile = GameTile }: LobbyWidgetsProps) {
  const { t, i18n } = useLingui();
  const widgets = useMemo(() => sent.map(widgetOf), [sent]);
  // Back to the lobby, the window comes to the widget the visitor left it at, not to a pixel offset
  // that the widgets not yet laid out above it (their estimated heights) would move.
  useScrollAnchor('main');
  // What the player rows' machines are told the page needs (only once a player is logged in).
  const playerCategories = useMemo(() => playerCategoriesOf(widgets), [widgets]);
  const serviceSources = useMemo(() => serviceSourcesOf(widgets), [widgets]);
  const firstGames = widgets.findIndex((widget) => widget.kind === 'games');
  const carouselFirst = widgets[0]?.kind === 'carousel';
  // A page that may be a player's draws its tiles in their frames (react-ui's tile-corner.ts).
  const framed = useContext(TileFrameContext);
  // The first row's eager images, preloaded from the head: React would do so on meeting their
  // <img>, which a row sent as reused bytes does not show it (the same links either way).
  const first = widgets[firstGames];
  if (first?.kind === 'games') {
    compactTiles(first.games)
      .slice(0, EAGER_TILES)
      .forEach((tile, tileIndex) => preload(tile.imageUrl, { as: 'image', fetchPriority: !carouselFirst && tileIndex === 0 ? 'high' : 'auto' }));
  }
  return (
    <>
      {widgets.map((widget, index) =>
        // The live lobby's tiles follow the page's tables: only the plain tile's rows are reused.
        Tile === GameTile && reusesMarkup(widget) ? (
          index < FIRST_SCREEN_WIDGETS ? (
            reusedWidget(widget, index)
          ) : (
            <HydrateOnEngagement key={widget.id}>{reusedWidget(widget, index)}</HydrateOnEngagement>
          )
        ) : Tile === GameTile && index >= FIRST_SCREEN_WIDGETS && movesByItself(widget) ? (
          <HydrateOnEngagement key={widget.id} whenSeen={seenIdOf(widget)}>
            {widgetElement(widget, index)}
          </HydrateOnEngagement>
        ) : (
          widgetElement(widget, index)
        ),
      )}
    </>
  );

  function reusedWidget(widget: LobbyWidgetView, index: number) {
    return (
      <ServerMarkup key={widget.id} view={widget} variant={`${index}/${firstGames}/${carouselFirst}/${providersHref}/${framed ? 'framed' : 'links'}`}>
        {() => widgetElement(widget, index)}
      </ServerMarkup>
    );
  }

  function widgetElement(widget: LobbyWidgetView, index: number) {
    switch (widget.kind) {
      case 'carousel':
        return (
          <LobbyCarousel
            key={widget.id}
            label={t`Akce a novinky`}
            slides={widget.slides}
            previousLabel={t`Předchozí banner`}
            nextLabel={t`Další banner`}
            // The carousel itself holds the track's id (useId, its place in the page) and preloads its
            // first picture: only its slides, drawn from the view alone, are reused.
            slidesMarkup={(drawSlides) => (
              <ServerMarkup view={widget} variant="carousel slides">
                {drawSlides}
              </ServerMarkup>
            )}
          />
        );
      case 'games': {
        const rowTitle = widget.title;
        return (
          <GameRow
            key={widget.id}
            title={widget.title}
            layout={widget.layout}
            moreHref={widget.moreHref}
            moreLabel={t`Zobrazit vše`}
            previousLabel={t`Posunout řadu ${rowTitle} zpět`}
            nextLabel={t`Posunout řadu ${rowTitle} dál`}
          >
            {compactTiles(widget.games).map(({ key, ...tile }, tileIndex) => (
              <Tile
                key={key}
                tileKey={key}
                gameCode={key}
                {...tile}
                rank={widget.layout === 'Top10' ? tileIndex + 1 : undefined}
                eager={index === firstGames && tileIndex < EAGER_TILES}
                highPriority={!carouselFirst && index === firstGames && tileIndex === 0}
              />
            ))}
          </GameRow>
        );
      }
      case 'player':
        return <PlayerRowSlot key={widget.id} view={widget} categories={playerCategories} Tile={Tile} />;
      case 'service':
        return <ServiceRowSlot key={widget.id} view={widget} sources={serviceSources} Tile={Tile} />;
      case 'links':
        return <LinkTiles key={widget.id} title={widget.title} items={widget.items} />;
      case 'html':
        return <SanitisedHtml key={widget.id} card sanitizedHtml={trustedHtml(widget.sanitisedHtml)} />;
      case 'jackpots':
        return (
          <JackpotsWidget key={widget.id} id={seenIdOf(widget)} title={widget.title ?? t`Jackpoty`} jackpots={widget.jackpots} fetchedAt={widget.fetchedAt} />
        );
      case 'providers':
        return (
          <ProviderLogos
            key={widget.id}
            title={widget.title ?? t`Výrobci her`}
            providers={widget.providers}
            moreHref={providersHref}
            moreLabel={t`Všichni výrobci`}
          />
        );
      case 'video':
        return (
          <VideoWidget
            key={widget.id}
            title={widget.title}
            videoUrl={widget.videoUrl}
            posterUrl={widget.posterUrl}
            width={widget.width}
            height={widget.height}
            unsupportedText={t`Váš prohlížeč nepodporuje přehrávání videa.`}
            playLabel={t`Přehrát video`}
            failedText={t`Video se nepodařilo načíst.`}
            // Playback starts on a press: nobody downloads a video they did not ask for.
            autoplay={false}
          />
        );
      case 'winners': {
        const title = widget.title ?? t`Poslední výherci`;
        if (winners === null) return null;
        return (
          <Suspense key={widget.id} fallback={<WinnersStripSkeleton title={title} loadingLabel={t`Načítání…`} />}>
            <Await resolve={winners}>
              {(result: WinnersResult) =>
                'errorKey' in result ? (
                  <WidgetError title={title} errorKey={result.errorKey} message={translateKey(i18n, result.errorKey)} />
                ) : result.winners.length === 0 ? null : (
                  <WinnersStrip id={seenIdOf(widget)} title={title} winners={result.winners} />
                )
              }
            </Await>
          </Suspense>
        );
      }
      case 'error':
        return <WidgetError key={widget.id} title={widget.title} errorKey={widget.errorKey} message={translateKey(i18n, widget.errorKey)} />;
    }
  }
}
