// The error page (part 2 §2): an image and a message for a missing page, the update message before
// the redirect after a chunk-load error, status and message (and the stack in development) for
// anything else; a go-home button and the way to customer support.
import type { ReactNode } from 'react';
import './error-page.css';

export interface ErrorPageProps {
  readonly kind: 'not-found' | 'update' | 'error';
  /** The status shown big (404, 500 or CHUNK-ERROR). */
  readonly status: string;
  readonly title: string;
  readonly message: string;
  readonly homeHref: string;
  readonly homeLabel: string;
  /** "or contact our" + "customer support" link. */
  readonly support?: { readonly lead: string; readonly label: string; readonly href: string };
  /** Development only. */
  readonly stack?: string | null;
  readonly children?: ReactNode;
}

/** A lost card: the not-found picture (inline, so it costs no request and follows the theme). */
function LostCardImage() {
  return (
    <svg className="casino-error-page__image" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <rect x="30" y="14" width="62" height="88" rx="8" transform="rotate(-10 61 58)" className="casino-error-page__card casino-error-page__card--back" />
      <rect x="66" y="18" width="62" height="88" rx="8" transform="rotate(8 97 62)" className="casino-error-page__card" />
      <text x="97" y="72" textAnchor="middle" transform="rotate(8 97 62)" className="casino-error-page__glyph">
        ?
      </text>
    </svg>
  );
}

export function ErrorPage({ kind, status, title, message, homeHref, homeLabel, support, stack, children }: ErrorPageProps) {
  return (
    <section className="casino-error-page" data-kind={kind}>
      {kind === 'not-found' ? <LostCardImage /> : null}
      <p className="casino-error-page__status" aria-hidden={kind === 'not-found' ? 'true' : undefined}>
        {status}
      </p>
      <h1 className="casino-error-page__title">{title}</h1>
      <p className="casino-error-page__message">{message}</p>
      {children}
      <a className="casino-error-page__home" href={homeHref}>
        {homeLabel}
      </a>
      {support ? (
        <p className="casino-error-page__support">
          {support.lead} <a href={support.href}>{support.label}</a>
        </p>
      ) : null}
      {stack ? <pre className="casino-error-page__stack">{stack}</pre> : null}
    </section>
  );
}
