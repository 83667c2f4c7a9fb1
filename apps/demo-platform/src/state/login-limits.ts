// The limits on password guessing: per account name (whether or not the account exists, so that a
// lock tells nothing about it) and per client address (one address trying many accounts).
import { createAttemptLimiter, type AttemptLimiter, type AttemptLimits } from './attempt-limiter.ts';

export interface LoginLimits {
  readonly perAccount: AttemptLimits;
  readonly perAddress: AttemptLimits;
}

const MINUTE = 60_000;

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: 15 * MINUTE, maxKeys: 10_000 },
  perAddress: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: 15 * MINUTE, maxKeys: 10_000 },
};

export interface LoginGuard {
  /** Milliseconds to wait before this attempt may be checked, or 0. */
  waitFor(account: string | null, address: string): number;
  failed(account: string | null, address: string): void;
  succeeded(account: string | null): void;
}

const OPEN: LoginGuard = { waitFor: () => 0, failed: () => undefined, succeeded: () => undefined };

/** `false` turns the limits off (tests that log in with wrong passwords in a tight loop). */
export const createLoginGuard = (limits: LoginLimits | false, clock: () => number): LoginGuard => {
  if (limits === false) return OPEN;
  const accounts: AttemptLimiter = createAttemptLimiter(limits.perAccount, clock);
  const addresses: AttemptLimiter = createAttemptLimiter(limits.perAddress, clock);
  const accountKey = (account: string) => account.trim().toLowerCase();
  const waitOf = (verdict: ReturnType<AttemptLimiter['check']>) => (verdict.allowed ? 0 : verdict.retryAfterMs);
  return {
    waitFor: (account, address) => Math.max(waitOf(addresses.check(address)), account === null ? 0 : waitOf(accounts.check(accountKey(account)))),
    failed(account, address) {
      addresses.fail(address);
      if (account !== null) accounts.fail(accountKey(account));
    },
    succeeded(account) {
      if (account !== null) accounts.succeed(accountKey(account));
    },
  };
};
