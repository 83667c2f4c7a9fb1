// The bonus details popup (part 2 §4), for a free-spin or golden-chip bonus only: its kind, how many
// free spins or golden chips, its template code, and the games it plays on (each a link to the
// game). Closing it is the owner's (the machine then forgets the bonus code).
import { useId, useLayoutEffect, useRef } from 'react';
import { ModalDialog } from '../player-tools/ModalDialog.tsx';
import '../player-tools/player-tools.css';
import './bonus-popups.css';

export interface BonusDetailsFact {
  readonly label: string;
  readonly value: string;
}

export interface BonusDetailsGame {
  readonly key: string;
  readonly label: string;
  readonly href: string;
}

export interface BonusDetailsDialogProps {
  readonly title: string;
  readonly facts: readonly BonusDetailsFact[];
  readonly gamesLabel: string;
  readonly games: readonly BonusDetailsGame[];
  readonly closeLabel: string;
  readonly onClose: () => void;
}

export function BonusDetailsDialog({ title, facts, gamesLabel, games, closeLabel, onClose }: BonusDetailsDialogProps) {
  const headingId = useId();
  const gamesId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => close.current?.focus(), []);
  return (
    <ModalDialog labelledBy={headingId} className="casino-dialog-card casino-bonus-popup" onClose={onClose} data={{ 'data-bonus-details': '' }}>
      <h2 id={headingId} className="casino-dialog-card__title">
        {title}
      </h2>
      <dl className="casino-bonus-popup__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="casino-bonus-popup__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {games.length > 0 ? (
        <>
          <h3 id={gamesId} className="casino-bonus-popup__subtitle">
            {gamesLabel}
          </h3>
          <ul className="casino-bonus-popup__games" aria-labelledby={gamesId}>
            {games.map((game) => (
              <li key={game.key}>
                <a href={game.href}>{game.label}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="casino-dialog-card__actions casino-bonus-popup__actions">
        <button ref={close} type="button" className="casino-dialog-card__primary" onClick={onClose} data-bonus-details-close="">
          {closeLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
