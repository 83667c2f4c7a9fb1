// A logged-in player's end of the header (part 2 §2): the username with the balance (shown only
// when the player chose to show it), the eye toggle for that choice, and Logout (when the caller
// offers it: redirect-to-account mode). Formatting and the saved choice are the caller's; this only
// draws them. What comes before the name (Deposit) and after the eye (the account button) is the
// caller's too, so that the code of those parts loads with the player's, not the visitor's.
import type { ReactNode } from 'react';
import './player-actions.css';

export interface PlayerActionsProps {
  /** Names the group for assistive technology ("Účet hráče"). */
  readonly label: string;
  readonly username: string;
  /** The main balance, formatted; null while it loads or when it failed. */
  readonly balance: string | null;
  readonly balanceVisible: boolean;
  /** The toggle's name when the balance is shown / hidden ("Skrýt zůstatek" / "Zobrazit zůstatek"). */
  readonly hideBalanceLabel: string;
  readonly showBalanceLabel: string;
  /** While the choice is being saved the toggle answers no second press. */
  readonly balanceVisibilitySaving: boolean;
  readonly onToggleBalance: (visible: boolean) => void;
  readonly logoutLabel: string;
  /** While the logout runs. */
  readonly loggingOut: boolean;
  /** Logout; without it the header offers none. */
  readonly onLogout?: () => void;
  /** Drawn before the name (Deposit). */
  readonly leading?: ReactNode;
  /** Drawn after the eye toggle, before Logout (the account button). */
  readonly trailing?: ReactNode;
}

export function PlayerActions(props: PlayerActionsProps) {
  const { label, username, balance, balanceVisible, hideBalanceLabel, showBalanceLabel, balanceVisibilitySaving, onToggleBalance } = props;
  return (
    <div className="casino-player-actions" role="group" aria-label={label} data-player-actions="">
      {props.leading}
      <p className="casino-player-actions__account">
        <span className="casino-player-actions__name" data-player-name="">
          {username}
        </span>
        {balance !== null && balanceVisible ? (
          <span className="casino-player-actions__balance" data-player-balance="">
            {balance}
          </span>
        ) : null}
      </p>
      {balance !== null ? (
        <button
          type="button"
          className="casino-player-actions__eye"
          aria-label={balanceVisible ? hideBalanceLabel : showBalanceLabel}
          aria-disabled={balanceVisibilitySaving || undefined}
          onClick={() => {
            if (!balanceVisibilitySaving) onToggleBalance(!balanceVisible);
          }}
          data-balance-toggle=""
        >
          <EyeIcon open={balanceVisible} />
        </button>
      ) : null}
      {props.trailing}
      {props.onLogout === undefined ? null : (
        <button
          type="button"
          className="casino-player-actions__logout"
          onClick={props.onLogout}
          aria-disabled={props.loggingOut || undefined}
          data-logout-button=""
        >
          <span className="casino-player-actions__logout-label">{props.logoutLabel}</span>
        </button>
      )}
    </div>
  );
}

function EyeIcon({ open }: { readonly open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {open ? null : <path d="M4 20 20 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
