// A message in the page's flow: an empty list (status) or a failed call (alert), with an optional
// way on: a link, or a button (try again).
import './notice.css';

export interface NoticeProps {
  readonly message: string;
  readonly tone?: 'info' | 'error';
  readonly actionHref?: string;
  readonly actionLabel?: string;
  /** A button instead of a link when given. */
  readonly onAction?: () => void;
}

export function Notice({ message, tone = 'info', actionHref, actionLabel, onAction }: NoticeProps) {
  return (
    <div className={`casino-notice casino-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="casino-notice__message">{message}</p>
      {actionLabel && onAction ? (
        <button type="button" className="casino-notice__action casino-notice__action--button" onClick={onAction}>
          {actionLabel}
        </button>
      ) : actionHref && actionLabel ? (
        <a className="casino-notice__action" href={actionHref}>
          {actionLabel}
        </a>
      ) : null}
    </div>
  );
}
