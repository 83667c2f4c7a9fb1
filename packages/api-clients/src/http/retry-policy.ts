// Which failures are retried and how often (part 1 §9, D11): only the listed statuses, once for
// reads (GET) and never for writes. A timeout or a network failure is not retried.
import { READ_RETRIES, RETRY_STATUSES, WRITE_RETRIES } from '@casino/core';
import type { HttpCallError } from '../errors.ts';

export type HttpMethod = 'GET' | 'POST';

export const retriesFor = (method: HttpMethod): number => (method === 'GET' ? READ_RETRIES : WRITE_RETRIES);

export const isRetryable = (error: HttpCallError): boolean => error._tag === 'HttpStatusError' && RETRY_STATUSES.includes(error.status);
