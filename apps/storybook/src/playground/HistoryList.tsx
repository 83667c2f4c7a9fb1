// The history, newest first: transitions with their events (from → to), emitted events, injected
// actions, calls and commands. A repeated entry shows its count.
import { formatClock } from './ClockControls.tsx';
import type { HistoryEntry } from './history-log.ts';

const KIND_TEXT: Readonly<Record<HistoryEntry['kind'], string>> = {
  transition: 'event',
  emitted: 'emitted',
  action: 'action',
  call: 'actor',
  command: 'command',
  error: 'error',
};

export const HistoryList = ({ history }: { history: readonly HistoryEntry[] }) => (
  <section className="pg-section" aria-labelledby="pg-history">
    <h2 id="pg-history">History</h2>
    {history.length === 0 ? <p className="pg-hint">Nothing yet.</p> : null}
    {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list: focusable so that a keyboard scrolls it (axe: scrollable-region-focusable) */}
    <ol className="pg-history" aria-label="History, newest first" tabIndex={0}>
      {[...history].reverse().map((entry) => (
        <li key={entry.seq} data-kind={entry.kind}>
          <span className="pg-seq">#{entry.seq}</span> <span className="pg-time">{formatClock(entry.at)}</span>{' '}
          <span className="pg-kind">{KIND_TEXT[entry.kind]}</span> <code>{entry.title}</code>
          {entry.repeat > 1 ? <span className="pg-meta"> ×{entry.repeat}</span> : null}
          {entry.to !== undefined ? (
            <span className="pg-transition">
              {' '}
              {entry.from === undefined ? '' : entry.from === entry.to ? `${entry.to} (unchanged)` : `${entry.from} → `}
              {entry.from === entry.to ? null : entry.to}
            </span>
          ) : null}
          {entry.detail ? <code className="pg-payload">{entry.detail}</code> : null}
        </li>
      ))}
    </ol>
  </section>
);
