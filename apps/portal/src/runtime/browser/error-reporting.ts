// Error reporting (part 2 §7, §9): @sentry/browser to the configured frontend DSN, off without a
// DSN and in development, no tracing (sample rate 0). Loaded only when it is on.
export interface ErrorReportingOptions {
  readonly dsn: string | null;
  readonly development: boolean;
  readonly release: string;
}

export const errorReportingEnabled = ({ dsn, development }: ErrorReportingOptions): boolean => dsn !== null && dsn !== '' && !development;

export const startErrorReporting = async (options: ErrorReportingOptions): Promise<boolean> => {
  if (!errorReportingEnabled(options)) return false;
  const Sentry = await import('@sentry/browser');
  Sentry.init({ dsn: options.dsn ?? undefined, release: options.release, tracesSampleRate: 0 });
  return true;
};
