// Logging in or out swaps the header's controls: the control that had the focus (the login button
// the dialog gives it back to, the logout button) leaves the page, and the focus fell to <body>, so
// that keyboard and screen-reader users started again from the top. When that happens, the focus
// goes to the header's control of the new state, once the header draws it: the account button (or
// the first of the player's controls, when the account button's chunk failed), or the login button. The page's first
// answer (pending to a player or a guest) is no change: nothing had the focus yet, and taking it then
// put every page load of a player on the header's last control, with its focus ring.
import { useEffect, useRef } from 'react';
import type { SessionStatus } from '../session-status.ts';
import { focusLost } from '../focus-lost.ts';

/** The header's control that takes a focus lost to the session's change. */
const TARGETS: Readonly<Record<SessionStatus, readonly string[]>> = {
  pending: [],
  authenticated: ['[data-player-actions] [data-account-link]', '[data-player-actions] button'],
  guest: ['[data-login-button]'],
};

/** `status` is the session the header draws the controls of; null between two (a player's end not whole yet). */
export const useHeaderFocusOnSessionChange = (status: SessionStatus | null): void => {
  const previous = useRef<SessionStatus | null>(status);
  useEffect(() => {
    if (status === null || previous.current === status) return;
    const settling = previous.current === 'pending';
    previous.current = status;
    if (settling || !focusLost()) return;
    for (const selector of TARGETS[status]) {
      const target = document.querySelector<HTMLElement>(`header ${selector}`);
      if (target === null) continue;
      target.focus({ preventScroll: true });
      return;
    }
  }, [status]);
};
