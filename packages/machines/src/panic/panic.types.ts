// The panic button (part 2 §4): a click or a 3000 ms press-and-hold opens the confirmation; the
// player confirms and is blocked. A self-exclusion reason code on the user sends the browser to the
// responsible-gaming address.

export interface PanicInput {
  /** The external responsible-gaming address. */
  readonly responsibleGamingUrl: string;
}

export interface PanicContext {
  readonly responsibleGamingUrl: string;
  /** The last block request failed (the confirmation stays open to try again). */
  readonly blockFailed: boolean;
}

export type PanicEvent =
  | { readonly type: 'panic.click' }
  | { readonly type: 'panic.press-start' }
  | { readonly type: 'panic.press-end' }
  | { readonly type: 'panic.confirm' }
  | { readonly type: 'panic.cancel' }
  /** The user's overview changed (player data). */
  | { readonly type: 'panic.user-changed'; readonly selfExclusionReasonCode: string | null };

export interface PanicViewModel {
  readonly holding: boolean;
  readonly confirmationOpen: boolean;
  readonly blocking: boolean;
  readonly blocked: boolean;
  readonly blockFailed: boolean;
  readonly redirecting: boolean;
}
