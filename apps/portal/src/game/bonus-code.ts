// The bonus a game was opened with (part 2 §4): a bonus's "play" link carries its code in the play
// address, and the player messages at game start end on that bonus's details.

/** The `bonusCode` value of a play address's query, trimmed, or null when it names none. */
export const bonusCodeOf = (search: string): string | null => new URLSearchParams(search).get('bonusCode')?.trim() || null;
