// One promotion: its banner, title (a link to its page), the already sanitised text and a call to
// action. A draft (preview mode only) carries a visible badge.
import { useId } from 'react';
import { SanitisedHtml } from '../sanitised-html/SanitisedHtml.tsx';
import './promotion-card.css';

export interface PromotionCardProps {
  readonly title: string;
  readonly href: string;
  readonly image: { readonly src: string; readonly width: number; readonly height: number } | null;
  /** Output of the server's sanitizeCmsHtml. */
  readonly sanitizedHtml: string;
  readonly actionLabel: string;
  readonly draftLabel?: string;
  readonly eager?: boolean;
}

export function PromotionCard({ title, href, image, sanitizedHtml, actionLabel, draftLabel, eager = false }: PromotionCardProps) {
  const headingId = useId();
  return (
    <article className="casino-promotion-card" aria-labelledby={headingId}>
      {image ? (
        <img
          className="casino-promotion-card__image"
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className="casino-promotion-card__body">
        <h2 className="casino-promotion-card__title" id={headingId}>
          <a href={href}>{title}</a>
          {draftLabel ? <span className="casino-promotion-card__draft">{draftLabel}</span> : null}
        </h2>
        <SanitisedHtml sanitizedHtml={sanitizedHtml} className="casino-promotion-card__text" />
        <a className="casino-promotion-card__action" href={href} aria-describedby={headingId}>
          {actionLabel}
        </a>
      </div>
    </article>
  );
}
