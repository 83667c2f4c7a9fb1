// The one rule of what the page knows of the session (part 1 §4, part 2 §2), which the header, the
// protected pages' guard and a player's own parts (hearts, personal pages) all follow: a player once
// auth says so; while a browser that may hold a session waits for auth's first answer, pending (the
// page offers no login it may not need); anyone else a guest (and before the runtime starts).

export type SessionStatus = 'pending' | 'guest' | 'authenticated';

/** What the rule reads of auth (its view model, or its snapshot's), or null before the runtime runs. */
export interface SessionAuth {
  /** Auth's first answer is in. */
  readonly ready: boolean;
  readonly loggedIn: boolean;
}

export const sessionStatus = (auth: SessionAuth | null, mayHaveSession: boolean): SessionStatus => {
  if (auth?.loggedIn === true) return 'authenticated';
  return mayHaveSession && auth?.ready !== true ? 'pending' : 'guest';
};
