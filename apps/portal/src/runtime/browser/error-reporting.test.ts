// Error reporting is on only with a DSN and outside development (part 2 §9).
import { describe, expect, it } from 'vitest';
import { errorReportingEnabled, startErrorReporting } from './error-reporting.ts';

describe('error reporting', () => {
  it('is off without a DSN or in development', async () => {
    expect(errorReportingEnabled({ dsn: null, development: false, release: 'x' })).toBe(false);
    expect(errorReportingEnabled({ dsn: '', development: false, release: 'x' })).toBe(false);
    expect(errorReportingEnabled({ dsn: 'https://key@errors.test/1', development: true, release: 'x' })).toBe(false);
    expect(errorReportingEnabled({ dsn: 'https://key@errors.test/1', development: false, release: 'x' })).toBe(true);
    expect(await startErrorReporting({ dsn: null, development: false, release: 'x' })).toBe(false);
  });
});
