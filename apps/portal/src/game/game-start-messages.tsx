// What a logged-in player meets when a game starts in demo mode (part 2 §4), a chunk of its own that
// the game-play page fetches only for a player outside the native view (a visitor's page and the
// native app's never fetch or ask for any of it: part 2 §6): the player messages machine (on demand,
// held while the page shows) fetches the waiting login and bonus messages and shows the first login
// message, message and dialog one at a time, 1 s apart; a bonus message that names a bonus still
// waiting for the player's answer (core's offeredBonus) asks Accept or Decline through the bonuses
// machine (casino_bonus_popup_click, errors.unable-to-confirm-bonus; the platform then drops the
// message, so it is not offered again); then the bonus details popup for a free-spin or golden-chip
// bonus (errors.auth.bonus_details when its fetch fails), naming its games (use-game-names.ts; a code
// with no known game as it is). Real-money play skips it all.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { formatCount, matchRoute, offeredBonus, selectedGameCode, type BonusDetails, type Locale, type PlayModeName } from '@casino/core';
import { bonuses, playerMessages } from '@casino/machines';
import { BonusDetailsDialog, PlayerMessageDialog, type BonusDetailsFact } from '@casino/react-ui';
import { useActorView } from '../chrome/use-actor-view.ts';
import { useOnDemandMachine } from '../chrome/use-on-demand-machine.ts';
import { usePlayerMachine } from '../chrome/use-player-machine.ts';
import { linkTo } from '../page-links.ts';
import { focusLost } from '../focus-lost.ts';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { useGameNames } from './use-game-names.ts';

export interface GameStartMessagesProps {
  readonly started: BrowserRuntime;
  readonly gameCode: string;
  readonly mode: PlayModeName;
}

const isFreeSpins = (details: BonusDetails): boolean =>
  (details.freeSpinsCount ?? 0) > 0 ||
  (details.bonus.playType ?? '')
    .toLowerCase()
    .replaceAll(/[\s_-]/g, '')
    .startsWith('freespins');

export default function GameStartMessages({ started, gameCode, mode }: GameStartMessagesProps) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const messagesActor = useOnDemandMachine(
    SystemId.playerMessages,
    { input: mode === 'real' ? null : [], onOpened: (actor) => actor.send({ type: 'player-messages.game-started', mode }) },
    // One start per game and mode shown.
    [gameCode, mode],
  );
  const view = useActorView(messagesActor, playerMessages.connect, null);
  const bonusesActor = usePlayerMachine(SystemId.bonuses, started);
  const bonusesView = useActorView(bonusesActor, bonuses.connect, null);

  const message = view?.message ?? null;
  const offer = message === null || bonusesView === null ? null : offeredBonus(message.source, bonusesView.bonuses);
  const offerId = offer?.id ?? null;

  // The platform took the answer: the offer's dialog closes (a refusal leaves it open: the snackbar says so).
  useEffect(() => {
    if (offerId === null || messagesActor === null || bonusesActor === null) return;
    const confirmed = bonusesActor.on('bonuses.confirmed', ({ bonusId }) => {
      if (bonusId === offerId) messagesActor.send({ type: 'player-messages.close' });
    });
    return () => confirmed.unsubscribe();
  }, [offerId, messagesActor, bonusesActor]);

  // The popup's games by name (the template gives codes): asked for as soon as the details are in.
  const details = view?.bonusDetails ?? null;
  const codes = [...new Set((details?.bonusTemplate?.gamingContext.selectedGames ?? []).map(selectedGameCode))].filter((code) => code !== null);
  const preview = matchRoute(pathname)?.preview ?? false;
  const gameNames = useGameNames(started, codes, i18n.locale as Locale, preview);

  // The popups come by themselves, opened by no control: once the last one closes, a focus left on
  // <body> goes to the game's frame, where the player came to play (or to the bar's close button).
  const showing = view !== null && (message !== null || details !== null);
  const shown = useRef(false);
  useEffect(() => {
    if (showing) {
      shown.current = true;
      return;
    }
    if (!shown.current) return;
    shown.current = false;
    if (!focusLost()) return;
    (document.querySelector<HTMLElement>('.casino-game-play__frame') ?? document.querySelector<HTMLElement>('.casino-game-play__close'))?.focus({
      preventScroll: true,
    });
  }, [showing]);

  if (messagesActor === null || view === null) return null;

  if (message !== null) {
    const operation = bonusesView?.operation ?? null;
    const sending = offer !== null && operation?.kind === 'confirm' && operation.bonusId === offer.id ? operation.action : null;
    const titles: Record<string, string> = { 'login-message': t`Vítejte zpět`, message: t`Zpráva pro vás`, dialog: t`Důležité upozornění` };
    return (
      <PlayerMessageDialog
        key={`${message.displayType}:${message.source.templateId ?? ''}`}
        title={offer !== null ? t`Nabídka bonusu` : (titles[message.displayType] ?? t`Zpráva pro vás`)}
        text={message.textIsKey ? t`Bonus do sportovních sázek: podrobnosti najdete v sekci Sport.` : message.text}
        closeLabel={t`Rozumím`}
        onClose={() => messagesActor.send({ type: 'player-messages.close' })}
        offer={
          offer === null
            ? null
            : {
                acceptLabel: t`Přijmout bonus`,
                declineLabel: t`Odmítnout`,
                sendingLabel: t`Odesíláme…`,
                sending,
                onAccept: () => bonusesActor?.send({ type: 'bonuses.confirm', bonusId: offer.id, action: 'accept' }),
                onDecline: () => bonusesActor?.send({ type: 'bonuses.confirm', bonusId: offer.id, action: 'decline' }),
              }
        }
      />
    );
  }

  if (details === null) return null;
  const freeSpins = isFreeSpins(details);
  const facts: BonusDetailsFact[] = [{ label: t`Druh bonusu`, value: freeSpins ? t`Free spiny` : t`Zlaté žetony` }];
  if (details.freeSpinsCount !== null) facts.push({ label: t`Počet free spinů`, value: formatCount(details.freeSpinsCount, i18n.locale as Locale) });
  const chips = details.goldenChips?.goldenChipsCount ?? null;
  if (chips !== null) facts.push({ label: t`Počet zlatých žetonů`, value: formatCount(chips, i18n.locale as Locale) });
  if (details.bonus.templateCode !== null) facts.push({ label: t`Kód bonusu`, value: details.bonus.templateCode });
  const links = { locale: i18n.locale as Locale, preview };
  return (
    <BonusDetailsDialog
      title={freeSpins ? t`Vaše free spiny` : t`Vaše zlaté žetony`}
      facts={facts}
      gamesLabel={t`Hry, ve kterých bonus platí`}
      // A code no game has is shown as it is.
      games={codes.map((code) => ({ key: code, label: gameNames.get(code) ?? code, href: linkTo(links, 'preview-games-game', { game: code }) }))}
      closeLabel={t`Zavřít`}
      onClose={() => messagesActor.send({ type: 'player-messages.close-bonus-details' })}
    />
  );
}
