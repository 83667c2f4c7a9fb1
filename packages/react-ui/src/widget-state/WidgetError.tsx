// A block whose data could not be fetched: the translated error (the spec's errors.* key) in its
// place, so that the rest of the page stays usable.
import './widget-state.css';

export interface WidgetErrorProps {
  readonly title?: string | null;
  readonly message: string;
  /** The spec's key, for tests and support. */
  readonly errorKey: string;
}

export function WidgetError({ title, message, errorKey }: WidgetErrorProps) {
  return (
    <section className="casino-widget-error" data-error-key={errorKey} role="alert">
      {title ? <h2 className="casino-widget-error__title">{title}</h2> : null}
      <p className="casino-widget-error__message">{message}</p>
    </section>
  );
}
