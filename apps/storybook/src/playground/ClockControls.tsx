// The controllable clock: paused by default so timers (heartbeats, snackbar timeouts, the panic hold,
// the regulatory ticker) are stepped by hand; Run follows real time.
import { useId, useState } from 'react';
import type { PendingTimer } from '@casino/machines/testing';
import type { PlaygroundSession } from './playground-session.ts';

export const formatClock = (ms: number): string => {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const millis = ms % 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(millis, 3)}`;
};

export const ClockControls = ({
  now,
  epochNow,
  running,
  timers,
  session,
}: {
  now: number;
  epochNow: number;
  running: boolean;
  timers: readonly PendingTimer[];
  session: PlaygroundSession;
}) => {
  const id = useId();
  // Kept as typed, so clearing the field leaves it empty rather than 0.
  const [step, setStep] = useState('1000');
  return (
    <section className="pg-section" aria-labelledby="pg-clock">
      <h2 id="pg-clock">Clock</h2>
      <p>
        <span data-testid="clock-now">{formatClock(now)}</span> <span className="pg-meta">({new Date(epochNow).toISOString()})</span>{' '}
        <span className="pg-meta">{running ? 'running' : 'paused'}</span>
      </p>
      <div className="pg-row">
        <button type="button" aria-pressed={running} onClick={() => session.setClockRunning(!running)}>
          {running ? 'Pause clock' : 'Run clock'}
        </button>
        <label htmlFor={`${id}-step`}>Advance by (ms)</label>
        <input id={`${id}-step`} type="number" min={0} step={50} value={step} onChange={(event) => setStep(event.target.value)} />
        <button type="button" onClick={() => session.advance(Math.max(0, Number(step) || 0))}>
          Advance
        </button>
        <button type="button" disabled={timers.length === 0} onClick={() => session.runNextTimer()}>
          Run next timer
        </button>
      </div>
      <h3>Pending timers</h3>
      {timers.length === 0 ? (
        <p className="pg-hint">None.</p>
      ) : (
        <ul className="pg-timers" aria-label="Pending timers">
          {timers.map((timer) => (
            <li key={timer.id}>
              in {timer.dueAt - now} ms <span className="pg-meta">({timer.timeout} ms timer)</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
