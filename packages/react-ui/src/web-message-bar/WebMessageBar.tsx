// Service notices of the messaging service (part 2 §5): each visible message with a close button;
// a closed one stays away for 12 hours (the web-messages machine remembers it).
import './web-message-bar.css';

export interface WebMessageItem {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export interface WebMessageBarProps {
  readonly label: string;
  readonly closeLabel: string;
  readonly messages: readonly WebMessageItem[];
  readonly onDismiss: (id: string) => void;
}

export function WebMessageBar({ label, closeLabel, messages, onDismiss }: WebMessageBarProps) {
  if (messages.length === 0) return null;
  return (
    <section className="casino-web-messages" aria-label={label}>
      {messages.map((message) => (
        <div key={message.id} className="casino-web-message" role="status">
          <span className="casino-web-message__icon" aria-hidden="true">
            ℹ
          </span>
          <p className="casino-web-message__text">
            {message.title ? <strong>{message.title}: </strong> : null}
            {message.text}
          </p>
          <button type="button" className="casino-web-message__close" aria-label={closeLabel} onClick={() => onDismiss(message.id)}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      ))}
    </section>
  );
}
