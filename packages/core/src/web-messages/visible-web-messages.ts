// Which web messages show (D9, part 2 §5).
import type { WebMessage } from '../types/index.ts';

/** Epoch ms of an ISO date; an empty or missing end means "no end". */
const timeOf = (iso: string): number => Date.parse(iso);

const isWithinWindow = (message: Pick<WebMessage, 'start' | 'end'>, now: number): boolean => {
  // A malformed start parses to NaN and every comparison with NaN is false: the message stays hidden.
  if (!(timeOf(message.start) < now)) return false;
  if (message.end === null || message.end === undefined || message.end === '') return true;
  return now < timeOf(message.end);
};

/**
 * Messages whose start is before now, whose end (if any) is after now, and that are not dismissed;
 * ordered by priority, highest first (equal priorities keep the server's order).
 */
export const visibleWebMessages = <M extends Pick<WebMessage, 'id' | 'start' | 'end' | 'priority'>>(
  messages: readonly M[],
  now: Date,
  dismissed: ReadonlySet<string>,
): M[] => {
  const nowMs = now.getTime();
  return messages.filter((message) => !dismissed.has(message.id) && isWithinWindow(message, nowMs)).sort((a, b) => b.priority - a.priority);
};
