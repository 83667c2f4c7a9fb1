// Service notices of the messaging service (part 2 §5): each visible message with a close button;
// a closed one stays away for 12 hours (the web-messages machine remembers it). On a phone a notice
// is one line over the page, its end cut, with a button that opens the whole text: it floats above
// the bottom bar until it is closed, so it takes as little of the screen as it can.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import './web-message-bar.css';

export interface WebMessageItem {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export interface WebMessageBarProps {
  readonly label: string;
  readonly closeLabel: string;
  /** The button that shows the whole text of a notice cut to one line ("More"), and hides it again ("Less"). */
  readonly moreLabel: string;
  readonly lessLabel: string;
  readonly messages: readonly WebMessageItem[];
  readonly onDismiss: (id: string) => void;
}

export function WebMessageBar({ label, closeLabel, moreLabel, lessLabel, messages, onDismiss }: WebMessageBarProps) {
  if (messages.length === 0) return null;
  return (
    <section className="casino-web-messages" aria-label={label}>
      {messages.map((message) => (
        <WebMessage key={message.id} message={message} closeLabel={closeLabel} moreLabel={moreLabel} lessLabel={lessLabel} onDismiss={onDismiss} />
      ))}
    </section>
  );
}

interface WebMessageProps {
  readonly message: WebMessageItem;
  readonly closeLabel: string;
  readonly moreLabel: string;
  readonly lessLabel: string;
  readonly onDismiss: (id: string) => void;
}

function WebMessage({ message, closeLabel, moreLabel, lessLabel, onDismiss }: WebMessageProps) {
  const textId = useId();
  const text = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  // Whether the one line cuts the text: only the stylesheet knows (phones cut, wider screens wrap).
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = text.current;
    if (element === null) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [message.title, message.text]);
  return (
    <div className="casino-web-message" role="status" data-open={open ? '' : undefined}>
      <span className="casino-web-message__icon" aria-hidden="true">
        ℹ
      </span>
      <p className="casino-web-message__text" id={textId} ref={text}>
        {message.title ? <strong>{message.title}: </strong> : null}
        {message.text}
      </p>
      {cut || open ? (
        <button type="button" className="casino-web-message__more" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)}>
          {open ? lessLabel : moreLabel}
        </button>
      ) : null}
      <button type="button" className="casino-web-message__close" aria-label={closeLabel} onClick={() => onDismiss(message.id)}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
