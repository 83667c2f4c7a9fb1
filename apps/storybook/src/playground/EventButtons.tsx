// A button per event of the description, enabled only when the current state accepts it
// (snapshot.can), with its payload beside it.
import type { PlaygroundSession, EventChoice } from './playground-session.ts';
import { previewPayload } from './value-preview.ts';

export const EventButtons = ({ events, session }: { events: readonly EventChoice[]; session: PlaygroundSession }) => (
  <section className="pg-section" aria-labelledby="pg-events">
    <h2 id="pg-events">Events</h2>
    <p className="pg-hint">Enabled when the current state accepts the event.</p>
    <ul className="pg-events">
      {events.map((choice) => {
        const payload = previewPayload(choice.event);
        return (
          <li key={choice.key}>
            <button type="button" disabled={!choice.enabled} onClick={() => session.send(choice.event)}>
              {choice.label}
            </button>
            {payload ? <code className="pg-payload">{payload}</code> : null}
          </li>
        );
      })}
    </ul>
  </section>
);
