// The operator's account mode (part 2 §2) from the environment: REDIRECT_TO_ACCOUNT=0 turns
// redirect-to-account mode off (the header then offers no Logout: the operator's account pages are
// where a player logs out). Unset, the demo's operator runs it on.

/** REDIRECT_TO_ACCOUNT: unset, 1 or true → on; 0 or false → off; anything else is a mistake said at start. */
export const redirectToAccountFromEnv = (value: string | undefined): boolean => {
  if (value === undefined || value === '') return true;
  const named = value.trim().toLowerCase();
  if (named === '1' || named === 'true') return true;
  if (named === '0' || named === 'false') return false;
  throw new Error(`REDIRECT_TO_ACCOUNT: not 0, 1, true or false: ${value}`);
};
