// The head of a catalogue page: an optional way back, the page's one h1, a short detail line and
// whatever the page puts beside the title (a provider's logo).
import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  readonly title: string;
  readonly detail?: string;
  readonly backHref?: string;
  readonly backLabel?: string;
  /** Shown before the title (a logo); decorative or labelled by the caller. */
  readonly media?: ReactNode;
  /** A short badge after the title (e.g. "Koncept" for a draft in preview). */
  readonly badge?: string;
}

export function PageHeader({ title, detail, backHref, backLabel, media, badge }: PageHeaderProps) {
  return (
    <header className="casino-page-header">
      {backHref && backLabel ? (
        <a className="casino-page-header__back casino-tap-line" href={backHref}>
          <span aria-hidden="true">←</span> {backLabel}
        </a>
      ) : null}
      <div className="casino-page-header__row">
        {media ? <div className="casino-page-header__media">{media}</div> : null}
        <div className="casino-page-header__text">
          <h1 className="casino-page-header__title">
            {title}
            {badge ? <span className="casino-page-header__badge">{badge}</span> : null}
          </h1>
          {detail ? <p className="casino-page-header__detail">{detail}</p> : null}
        </div>
      </div>
    </header>
  );
}
