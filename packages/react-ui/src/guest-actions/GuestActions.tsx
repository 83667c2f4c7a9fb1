// A guest's end of the header (part 2 §2): Register, a link to the external registration, and Log
// in, labelled differently on phones; the portal opens the login dialog.
import './guest-actions.css';

export interface GuestActionsProps {
  readonly registerLabel: string;
  readonly registerHref: string;
  /** Desktop wording ("Přihlásit"). */
  readonly loginLabel: string;
  /** Phone wording ("Přihlásit se"). */
  readonly loginLabelMobile: string;
  readonly onLogin: () => void;
}

export function GuestActions({ registerLabel, registerHref, loginLabel, loginLabelMobile, onLogin }: GuestActionsProps) {
  return (
    <div className="casino-guest-actions">
      <a className="casino-guest-actions__register" href={registerHref} rel="noopener">
        {registerLabel}
      </a>
      <button type="button" className="casino-guest-actions__login" onClick={onLogin} data-login-button="">
        <span className="casino-guest-actions__desktop">{loginLabel}</span>
        <span className="casino-guest-actions__mobile">{loginLabelMobile}</span>
      </button>
    </div>
  );
}
