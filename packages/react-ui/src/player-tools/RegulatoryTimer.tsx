// The regulatory session timer (part 2 §4): time since the player's first login, hh:mm:ss, in
// tabular figures so that the ticking does not shift the row. A timer role is not announced on
// every second.
import './player-tools.css';

export interface RegulatoryTimerProps {
  /** What the time is ("Čas ve hře"). */
  readonly label: string;
  readonly elapsed: string;
}

export function RegulatoryTimer({ label, elapsed }: RegulatoryTimerProps) {
  return (
    <p className="casino-regulatory-timer" data-regulatory-timer="">
      <span className="casino-regulatory-timer__label">{label}</span>{' '}
      <span className="casino-regulatory-timer__time" role="timer" data-regulatory-time="">
        {elapsed}
      </span>
    </p>
  );
}
