// The page-not-found screen (part 1 §2: unknown paths give a 404 page).
import './not-found.css';

export interface NotFoundProps {
  readonly title: string;
  readonly message: string;
  readonly homeHref: string;
  readonly homeLabel: string;
}

export function NotFound({ title, message, homeHref, homeLabel }: NotFoundProps) {
  return (
    <section className="casino-not-found">
      <p className="casino-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="casino-not-found__title">{title}</h1>
      <p className="casino-not-found__message">{message}</p>
      <a className="casino-not-found__home" href={homeHref}>
        {homeLabel}
      </a>
    </section>
  );
}
