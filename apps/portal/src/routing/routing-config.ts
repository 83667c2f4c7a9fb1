// The operator's routing settings (part 1 §2): where the bare root path goes, if anywhere, and the
// hosts an absolute redirect target (a route rule, the root redirect) may send the browser to.
// They ride on React Router's context (routing-context.ts) like the portal's configuration; the
// server sets them. No React here: server/main.ts reads this before React may load.

export interface RoutingConfig {
  /** Hosts (`host` or `host:port`) an absolute redirect may lead to; every other host is refused. */
  readonly redirectHosts: readonly string[];
  /** Where `/` redirects (a path of the site or an allowed absolute URL); null: the lobby. */
  readonly rootRedirect: string | null;
}

/** The demo platform's one absolute route rule (/poker) leads here. */
const DEMO_REDIRECT_HOSTS: readonly string[] = ['poker.example.com'];

export const defaultRoutingConfig = (overrides: Partial<RoutingConfig> = {}): RoutingConfig => ({
  redirectHosts: DEMO_REDIRECT_HOSTS,
  rootRedirect: null,
  ...overrides,
});

/** Reads REDIRECT_HOSTS (comma-separated) and ROOT_REDIRECT, for `npm start`. */
export const routingConfigFromEnv = (env: Readonly<Record<string, string | undefined>>): Partial<RoutingConfig> => ({
  ...(env['REDIRECT_HOSTS'] === undefined
    ? {}
    : {
        redirectHosts: env['REDIRECT_HOSTS']
          .split(',')
          .map((host) => host.trim())
          .filter((host) => host !== ''),
      }),
  ...(env['ROOT_REDIRECT'] ? { rootRedirect: env['ROOT_REDIRECT'] } : {}),
});
