// Where snackbars show (part 2 §4, docs/design.md): at the bottom above the bottom bar on phones, at the
// top right on desktop. The queue (at most 4, 5 s each) is the snackbar machine's, by core's policy;
// this only draws the messages it is given, already translated.
import { useRef } from 'react';
import './snackbar-host.css';
import { useCookieConsentInset } from './use-cookie-consent-inset.ts';

export interface SnackbarItem {
  readonly id: string;
  readonly title: string;
  readonly text: string | null;
  readonly actionText: string | null;
  readonly type: 'info' | 'success' | 'alert';
}

export interface SnackbarHostProps {
  /** The region's accessible name ("Notifications"). */
  readonly label: string;
  readonly closeLabel: string;
  readonly messages: readonly SnackbarItem[];
  readonly onAction: (id: string) => void;
  readonly onClose: (id: string) => void;
}

const ICONS = { info: 'ℹ', success: '✓', alert: '!' } as const;

export function SnackbarHost({ label, closeLabel, messages, onAction, onClose }: SnackbarHostProps) {
  const host = useRef<HTMLElement>(null);
  useCookieConsentInset(host);
  return (
    <section ref={host} className="casino-snackbars" aria-label={label}>
      <ol className="casino-snackbars__list">
        {messages.map((message) => (
          <li key={message.id} className="casino-snackbars__item">
            <div className="casino-snackbar" data-type={message.type} role={message.type === 'alert' ? 'alert' : 'status'}>
              <span className="casino-snackbar__icon" aria-hidden="true">
                {ICONS[message.type]}
              </span>
              <div className="casino-snackbar__body">
                <p className="casino-snackbar__title">{message.title}</p>
                {message.text ? <p className="casino-snackbar__text">{message.text}</p> : null}
              </div>
              {message.actionText ? (
                <button type="button" className="casino-snackbar__action" onClick={() => onAction(message.id)}>
                  {message.actionText}
                </button>
              ) : null}
              <button type="button" className="casino-snackbar__close" aria-label={closeLabel} onClick={() => onClose(message.id)}>
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
