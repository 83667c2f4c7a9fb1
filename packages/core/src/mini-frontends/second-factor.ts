// The second factor of a login (part 1 §4: the platform answers two-factor validation data, the
// page dispatches FTN_LoginValidationRequired with it). The data comes from another script, so the
// login dialog reads from it only what it shows, and reads a typed code into the platform's form.

/** What the dialog shows of a challenge: where the code went and how long it is. */
export interface SecondFactorChallenge {
  /** How the code was sent (sms, email …): the dialog says where. */
  readonly channel: string;
  /** The masked phone number or address the code went to. */
  readonly destination: string;
  readonly codeLength: number;
}

/** Codes are 4 to 8 digits; anything else is not a challenge this dialog can answer. */
export const SECOND_FACTOR_CODE_LENGTHS = { min: 4, max: 8 } as const;

const isCodeLength = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= SECOND_FACTOR_CODE_LENGTHS.min && (value as number) <= SECOND_FACTOR_CODE_LENGTHS.max;

/** The challenge in the event's detail, or null when the detail is not one (the dialog ignores it). */
export const secondFactorChallengeOf = (detail: unknown): SecondFactorChallenge | null => {
  if (typeof detail !== 'object' || detail === null) return null;
  const { channel, destination, codeLength } = detail as Record<string, unknown>;
  if (typeof channel !== 'string' || typeof destination !== 'string' || !isCodeLength(codeLength)) return null;
  return { channel, destination, codeLength };
};

/**
 * The code as the platform takes it: what the player typed without spaces (a code read off a phone
 * is often typed in groups), exactly `length` digits; null when it is not (the dialog asks again
 * instead of sending a code that cannot be right).
 */
export const secondFactorCodeOf = (typed: string, length: number): string | null => {
  const code = typed.replace(/\s+/g, '');
  return code.length === length && /^[0-9]+$/.test(code) ? code : null;
};
