// A player's Deposit and account buttons in the header (part 2 §2). They are links to the account
// pages (so a middle click simply goes there); the caller may take a plain click over by preventing
// its default (the portal: the account button opens its my-account panel, and Deposit the old
// my-account modal on a desktop).
import type { MouseEvent } from 'react';
import './player-tools.css';

export type AccountLinkPage = 'deposit' | 'dashboard';

export interface AccountLinksProps {
  readonly depositLabel: string;
  readonly depositHref: string;
  readonly accountLabel: string;
  readonly accountHref: string;
  readonly onFollow?: (page: AccountLinkPage, event: MouseEvent<HTMLAnchorElement>) => void;
}

export function AccountLinks({ depositLabel, depositHref, accountLabel, accountHref, onFollow }: AccountLinksProps) {
  const follow = (page: AccountLinkPage) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A click with a modifier opens the page elsewhere, as a link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onFollow?.(page, event);
  };
  return (
    <>
      <a className="casino-account-link casino-account-link--deposit" href={depositHref} onClick={follow('deposit')} data-deposit-link="">
        {depositLabel}
      </a>
      <a
        className="casino-account-link casino-account-link--account"
        href={accountHref}
        onClick={follow('dashboard')}
        aria-label={accountLabel}
        aria-haspopup="dialog"
        data-account-link=""
      >
        <PersonIcon />
      </a>
    </>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
