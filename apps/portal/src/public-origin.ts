// The portal's own origin as its visitors know it, for canonicals, og:url and every absolute link of a
// page. A request's Host header is the client's to write (`Host: evil.example` must not put
// evil.example into a page a cache then hands to everyone), so it is only ever matched against the
// origins the operator configured (PUBLIC_ORIGINS); with none configured, only a loopback name is
// believed (`npm start`, the e2e servers), and anything else becomes localhost.
export type PublicOrigins = readonly string[];

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export const publicOriginOf = (url: URL, origins: PublicOrigins): string => {
  const [first] = origins;
  if (first !== undefined) return origins.includes(url.origin) ? url.origin : first;
  return LOOPBACK_NAMES.has(url.hostname) ? url.origin : `${url.protocol}//localhost${url.port === '' ? '' : `:${url.port}`}`;
};

/** `PUBLIC_ORIGINS=https://a.example,https://www.a.example` → the list; each entry must be an origin. */
export const publicOriginsFromEnv = (value: string | undefined): PublicOrigins =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const { origin } = new URL(entry);
      if (origin !== entry.replace(/\/$/, '')) throw new Error(`PUBLIC_ORIGINS: not an origin: ${entry}`);
      return origin;
    });
