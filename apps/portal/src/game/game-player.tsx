// The game-play page (part 2 §2, §4, §5): a slim bar with the game's name and a close button, and
// the game's page from the platform in a frame filling the rest of the screen. Either mode opens the
// game session (the on-demand machine of runtime/game-session.ts) and starts it: a password game
// asks for the preview password first; real money needs a player (the protected pages' guard,
// session/player-gate.tsx, shows a visitor its login view first, and the machine itself waits for
// auth and opens the login dialog for a guest), then the play token fills the launch template (playerId,
// tempToken); a missing launch URL, a wrong password or an unusable token end in the machine's
// snackbar (errors.demo-url-is-missing, errors.real-url-is-missing, errors.unauthorized-access,
// errors.invalid-game-session) and a notice here. The launch URL lives only in the frame's src (the
// frame's first load adds no history entry, and it sends only the origin as Referer), never in the
// page's address. On a touch device the URL opens outside and the page says so; in a native launch
// (the native view inside the product's app) the game goes to the app by its link, and the page says
// that, with the link again. Close goes back where the player came from, or to the lobby. A
// logged-in player's demo start also brings the player messages and bonus popups
// (game-start-messages.tsx).
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '@casino/react-ui';
import { gameSession } from '@casino/machines';
import { playRouteName, type Game, type PlayModeName } from '@casino/core';
import { useActorView } from '../chrome/use-actor-view.ts';
import { useBrowserRuntime } from '../chrome/portal-system-provider.tsx';
import { useOnDemandMachine } from '../chrome/use-on-demand-machine.ts';
import type { OnDemandMachines } from '../runtime/root/on-demand-table.ts';
import { useLoggedIn } from '../chrome/use-session-status.ts';
import { directJourney, filterUsedOfState, journeyGame, journeyOfState } from './game-journey.ts';
import './game-player.css';

// A player's messages and bonus popups at game start: a chunk fetched only for a logged-in player.
const GameStartMessages = lazy(() => import('./game-start-messages.tsx'));

type SessionActor = OnDemandMachines['game-session']['actor'];

export interface GamePlayerProps {
  readonly game: Game;
  readonly provider: string;
  readonly mode: PlayModeName;
  readonly lobbyHref: string;
  readonly detailsHref: string;
  readonly demoHref: string | null;
}

const IDLE: gameSession.GameSessionViewModel = { active: false, busy: true, session: null, playingReal: false, inApp: null, declined: false };

/** Opens the game session while the page shows, and starts this game in this mode once. */
const usePlaySession = (game: Game, provider: string, mode: PlayModeName): { actor: SessionActor | null; view: gameSession.GameSessionViewModel } => {
  const location = useLocation();
  const actor = useOnDemandMachine(
    'game-session',
    {
      input: [],
      onOpened: (session) => {
        const view = gameSession.connect(session.getSnapshot());
        if (view.session?.game.gameCode === game.gameCode && view.session.mode === mode) return;
        const journey = journeyOfState(location.state) ?? directJourney(journeyGame(game), playRouteName(mode));
        session.send({ type: 'game-session.clear' });
        session.send({
          type: 'game-session.start',
          game,
          mode,
          journey,
          filterUsed: filterUsedOfState(location.state),
          providerName: provider || null,
        });
      },
    },
    // One start per game and mode shown (the history entry's state is read once, at the start).
    [game.gameCode, mode],
  );
  return { actor, view: useActorView(actor, gameSession.connect, IDLE) };
};

export function GamePlayer({ game, provider, mode, lobbyHref, detailsHref, demoHref }: GamePlayerProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const runtime = useBrowserRuntime();
  const { actor, view } = usePlaySession(game, provider, mode);
  // An entry of this site before this one (React Router's first entry has the key 'default').
  const canGoBack = location.key !== 'default';
  const close = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (actor !== null && (view.active || view.inApp !== null)) actor.send({ type: 'game-session.stop', canGoBack });
    else if (canGoBack) void navigate(-1);
    else void navigate(lobbyHref);
  };
  const session = view.session?.game.gameCode === game.gameCode && view.session.mode === mode ? view.session : null;
  const inApp = view.inApp?.gameCode === game.gameCode && view.inApp.mode === mode ? view.inApp : null;
  const touch = runtime?.device.isTouch ?? false;
  const loggedIn = useLoggedIn(runtime);
  // Not in the native view: there the app shows its own (part 2 §6).
  const messages = runtime !== null && loggedIn && mode === 'demo' && !runtime.runtime.page.nativeView;
  return (
    <div className="casino-game-play">
      {messages ? (
        <Suspense fallback={null}>
          <GameStartMessages started={runtime} gameCode={game.gameCode} mode={mode} />
        </Suspense>
      ) : null}
      <header className="casino-game-play__bar">
        <h1 className="casino-game-play__name">{game.name}</h1>
        <a className="casino-game-play__close" href={lobbyHref} onClick={close} aria-label={t`Zavřít hru`}>
          <span aria-hidden="true">✕</span>
        </a>
      </header>
      <div className="casino-game-play__stage">
        {inApp ? (
          <div className="casino-game-play__message">
            <Notice message={t`Hra se otevírá v aplikaci. Pokud se neotevřela, spusťte ji odkazem níže.`} />
            <p className="casino-game-play__links">
              <a href={inApp.link}>{t`Otevřít v aplikaci`}</a>
              <a href={lobbyHref} onClick={close}>
                {t`Zpět`}
              </a>
            </p>
          </div>
        ) : session && touch ? (
          <div className="casino-game-play__message">
            <Notice message={t`Hra se otevřela mimo tuto stránku. Pokud se neotevřela, spusťte ji odkazem níže.`} />
            <p className="casino-game-play__links">
              <a href={session.url} target="_blank" rel="noopener noreferrer">
                {t`Otevřít hru`}
              </a>
              <a href={lobbyHref} onClick={close}>
                {t`Zpět`}
              </a>
            </p>
          </div>
        ) : session ? (
          <iframe className="casino-game-play__frame" src={session.url} title={game.name} allow="autoplay; fullscreen" referrerPolicy="origin" />
        ) : view.busy ? (
          <p className="casino-game-play__loading" role="status">
            {t`Načítáme hru…`}
          </p>
        ) : (
          <div className="casino-game-play__message">
            <Notice
              // The player closed the password prompt or the login: no game, and nothing went wrong.
              {...(view.declined ? { message: t`Hra nebyla spuštěna.` } : { tone: 'error' as const, message: t`Hru se nepodařilo spustit.` })}
              actionLabel={view.declined ? t`Spustit hru` : t`Zkusit znovu`}
              onAction={() => actor?.send({ type: 'game-session.start', game, mode, providerName: provider || null })}
            />
            <p className="casino-game-play__links">
              {mode === 'real' && demoHref ? <a href={demoHref}>{t`Hrát demo zdarma`}</a> : null}
              <a href={detailsHref}>{t`Zpět na detail hry`}</a>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
