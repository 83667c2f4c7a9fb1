// The chat button (part 2 §2 and §4): in the desktop submenu a speech bubble with its word, on
// phones and tablets the same button in the bottom bar's last place (the submenu is hidden there). The unread
// badge shows the provider's count while the chat is closed; the portal gives the count's words
// for assistive technology. `busy` while the chat's script and bot are on their way.
import type { Ref } from 'react';
import './chat-button.css';

export interface ChatButtonProps {
  readonly ref?: Ref<HTMLButtonElement>;
  readonly label: string;
  /** The badge's number; 0 hides it. */
  readonly unread: number;
  /** The count in words ("2 unread messages"), read after the label. */
  readonly unreadText: string;
  readonly busy: boolean;
  /** The chat's window is open. */
  readonly expanded: boolean;
  readonly onClick: () => void;
  /** The first intent toward it (a pointer over it, its focus, a touch): the portal fetches the chat's code. */
  readonly onIntent: () => void;
}

export function ChatButton({ ref, label, unread, unreadText, busy, expanded, onClick, onIntent }: ChatButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="casino-outline-button casino-chat-button"
      data-chat-button=""
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-busy={busy || undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8 9.5h8M8 12.5h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="casino-chat-button__label">{label}</span>
      {busy ? <span className="casino-chat-button__spinner" aria-hidden="true" /> : null}
      {unread > 0 ? (
        <>
          <span className="casino-chat-button__badge" aria-hidden="true" data-chat-unread={unread}>
            {unread > 99 ? '99+' : unread}
          </span>
          <span className="casino-chat-button__unread">{unreadText}</span>
        </>
      ) : null}
    </button>
  );
}
