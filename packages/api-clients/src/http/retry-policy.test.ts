import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETRY_STATUSES } from '@casino/core';
import { HttpStatusError, NetworkError, RequestTimeout, ResponseBodyError } from '../errors.ts';
import { isRetryable, retriesFor } from './retry-policy.ts';

const common = { call: 'Gateway.balances', errorKey: 'balance' as const, message: 'm' };
const statusError = (status: number) => new HttpStatusError({ ...common, status, body: '' });

describe('retry policy (part 1 §9, D11)', () => {
  it('retries reads once and writes never', () => {
    expect(retriesFor('GET')).toBe(1);
    expect(retriesFor('POST')).toBe(0);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries status %i', (status) => {
    expect(isRetryable(statusError(status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 410, 422, 501, 505])('does not retry status %i', (status) => {
    expect(isRetryable(statusError(status))).toBe(false);
  });

  it('retries exactly the listed statuses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        expect(isRetryable(statusError(status))).toBe(RETRY_STATUSES.includes(status));
      }),
    );
  });

  it('never retries a timeout, an unreadable body or a network failure', () => {
    expect(isRetryable(new RequestTimeout({ ...common, timeoutMs: 1 }))).toBe(false);
    expect(isRetryable(new ResponseBodyError({ ...common, status: 200 }))).toBe(false);
    expect(isRetryable(new NetworkError(common))).toBe(false);
  });
});
