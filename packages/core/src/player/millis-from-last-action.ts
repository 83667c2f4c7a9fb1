// The keep-alive heartbeat's millisFromLastAction (part 1 §4, §7): the time since the player's last
// (debounced) action, the session start standing in until the first action.

/**
 * Milliseconds from the last action to now. 0 when either time is unknown (the clock could not be
 * read) or not a finite number, and never negative: a clock set back must not report a negative idle
 * time to the gateway.
 */
export const millisFromLastAction = (lastActionAt: number | null, now: number | null): number => {
  if (lastActionAt === null || now === null || !Number.isFinite(lastActionAt) || !Number.isFinite(now)) return 0;
  return Math.max(0, now - lastActionAt);
};
