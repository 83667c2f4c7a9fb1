// A message in the page's flow: an empty list (status) or a failed call (alert), with an optional
// way on.
import './notice.css';

export interface NoticeProps {
  readonly message: string;
  readonly tone?: 'info' | 'error';
  readonly actionHref?: string;
  readonly actionLabel?: string;
}

export function Notice({ message, tone = 'info', actionHref, actionLabel }: NoticeProps) {
  return (
    <div className={`casino-notice casino-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="casino-notice__message">{message}</p>
      {actionHref && actionLabel ? (
        <a className="casino-notice__action" href={actionHref}>
          {actionLabel}
        </a>
      ) : null}
    </div>
  );
}
