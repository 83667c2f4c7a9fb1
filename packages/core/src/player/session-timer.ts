// The regulatory session timer (part 2 §4 and §6).

/** A Java-style zoned timestamp may end with a zone id in brackets, which Date.parse rejects. */
const ZONE_ID_SUFFIX = /\[[^\]]*\]$/;
const HAS_OFFSET = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const HAS_TIME = /\d[T ]\d/;

/**
 * Epoch ms of the first-login timestamp, or null when it is missing or unreadable. A timestamp
 * without an offset is read as UTC, so that the result never depends on the machine's time zone.
 */
export const parseZonedTimestamp = (timestamp: string | null | undefined): number | null => {
  if (!timestamp) return null;
  let text = timestamp.trim().replace(ZONE_ID_SUFFIX, '');
  if (/^\d+$/.test(text)) return Number(text);
  if (HAS_TIME.test(text) && !HAS_OFFSET.test(text)) text = `${text}Z`;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
};

/** Milliseconds since the first login (0 when the timestamp lies ahead), or null when unknown. */
export const sessionElapsedMs = (firstLoginTimestampZoned: string | null | undefined, now: number): number | null => {
  const start = parseZonedTimestamp(firstLoginTimestampZoned);
  return start === null ? null : Math.max(0, now - start);
};

/**
 * Milliseconds from a moment `elapsedMs` after the first login until the shown 'hh:mm:ss' next
 * changes (1 to 1000): a clock that wakes then shows every second on time and does nothing between.
 */
export const msToNextShownSecond = (elapsedMs: number): number => {
  const elapsed = Number.isFinite(elapsedMs) && elapsedMs > 0 ? Math.floor(elapsedMs) : 0;
  return 1000 - (elapsed % 1000);
};

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** 'hh:mm:ss' of whole seconds; hours keep counting past 24 (and past 99). */
export const formatElapsed = (ms: number): string => {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(totalSeconds % 60)}`;
};

export interface TimerVisibilityInput {
  readonly loggedIn: boolean;
  /** A real-money game is open. */
  readonly playingReal: boolean;
  /** The page runs inside the native app (nativeapp=1). */
  readonly nativeView: boolean;
}

/** For logged-in players, outside the native app, except while a real-money game is played. */
export const isTimerVisible = ({ loggedIn, playingReal, nativeView }: TimerVisibilityInput): boolean => loggedIn && !playingReal && !nativeView;
