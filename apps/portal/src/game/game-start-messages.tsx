// The player messages at game start (part 2 §4): once a logged-in player's demo game has started,
// the platform's waiting login and bonus messages, one dialog at a time (login message, message,
// dialog; the machine waits 1 s between them), then the details of the bonus the game was opened
// with — a popup only for free spins or golden chips. Never for real money, a visitor or the native
// view (part 2 §6), and the machine's code loads only for such a start. The bonus comes with the
// play address (bonus-code.ts).
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useLocation } from 'react-router';
import { MessageDialog } from '@casino/react-ui';
import { playerMessages } from '@casino/machines';
import { selectedGameCode, type BonusDetails, type PlayModeName } from '@casino/core';
import { useActorView } from '../chrome/use-actor-view.ts';
import { useBrowserRuntime } from '../chrome/portal-system-provider.tsx';
import { useOnDemandMachine } from '../chrome/use-on-demand-machine.ts';
import { translateKey } from '../chrome/error-messages.ts';
import { useLoggedIn } from '../session/use-session-status.ts';
import { bonusCodeOf } from './bonus-code.ts';

export interface GameStartMessagesProps {
  readonly gameCode: string;
  readonly mode: PlayModeName;
  /** The game's session has started (its frame or its outside link is shown). */
  readonly started: boolean;
}

const QUIET: playerMessages.PlayerMessagesViewModel = { message: null, bonusDetails: null, busy: false };

function BonusDetailsText({ details, gameCode }: { readonly details: BonusDetails; readonly gameCode: string }) {
  const { t } = useLingui();
  const spins = details.freeSpinsCount ?? 0;
  const chips = details.goldenChips?.goldenChipsCount ?? 0;
  const games = (details.bonusTemplate?.gamingContext.selectedGames ?? []).map(selectedGameCode).filter((code) => code !== null);
  return (
    <>
      {spins > 0 ? (
        <p>{t({ message: plural(spins, { one: 'Máte # free spin.', few: 'Máte # free spiny.', many: 'Máte # free spinu.', other: 'Máte # free spinů.' }) })}</p>
      ) : null}
      {chips > 0 ? (
        <p>
          {t({
            message: plural(chips, {
              one: 'Máte # zlatý žeton.',
              few: 'Máte # zlaté žetony.',
              many: 'Máte # zlatého žetonu.',
              other: 'Máte # zlatých žetonů.',
            }),
          })}
        </p>
      ) : null}
      {games.includes(gameCode) ? (
        <p>{t`Bonus platí pro tuto hru.`}</p>
      ) : games.length > 0 ? (
        <p>
          {t({
            message: plural(games.length, {
              one: 'Bonus platí pro # hru.',
              few: 'Bonus platí pro # hry.',
              many: 'Bonus platí pro # hry.',
              other: 'Bonus platí pro # her.',
            }),
          })}
        </p>
      ) : null}
    </>
  );
}

export function GameStartMessages({ gameCode, mode, started }: GameStartMessagesProps) {
  const { t, i18n } = useLingui();
  const runtime = useBrowserRuntime();
  const loggedIn = useLoggedIn(runtime);
  const { search } = useLocation();
  const wanted = started && loggedIn && mode === 'demo' && runtime?.runtime.page.nativeView !== true;
  const actor = useOnDemandMachine(
    'player-messages',
    {
      input: wanted ? [] : null,
      onOpened: (machine) => machine.send({ type: 'player-messages.game-started', mode, bonusCode: bonusCodeOf(search) }),
    },
    // One start per game shown (the address's bonus is read at the start).
    [gameCode, mode],
  );
  const view = useActorView(actor, playerMessages.connect, QUIET);
  if (actor === null) return null;
  if (view.message !== null) {
    const titles: Readonly<Record<string, string>> = { 'login-message': t`Vítejte zpět`, dialog: t`Důležité upozornění` };
    return (
      // A dialog of its own per message (keyed), so that each opens, and is announced, anew.
      <MessageDialog
        key={`${view.message.displayType}:${view.message.text}`}
        title={titles[view.message.displayType] ?? t`Zpráva pro vás`}
        closeLabel={t`Rozumím`}
        onClose={() => actor.send({ type: 'player-messages.close' })}
        data={{ 'data-player-message': view.message.displayType }}
      >
        <p>{view.message.textIsKey ? translateKey(i18n, view.message.text) : view.message.text}</p>
      </MessageDialog>
    );
  }
  if (view.bonusDetails !== null)
    return (
      <MessageDialog
        key="bonus-details"
        title={t`Váš bonus`}
        closeLabel={t`Hrát`}
        onClose={() => actor.send({ type: 'player-messages.close-bonus-details' })}
        data={{ 'data-bonus-details': '' }}
      >
        <BonusDetailsText details={view.bonusDetails} gameCode={gameCode} />
      </MessageDialog>
    );
  return null;
}
