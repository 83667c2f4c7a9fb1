// Where a configured or CMS-given redirect target may send the browser (part 1 §2: the root-path
// redirect and the route-rules lookup; "an absolute target sends the browser away"). A target is
// either a path of this site or an http(s) address on a host of the operator's allow-list; anything
// else — other schemes (javascript:, data:), protocol-relative `//host`, `/\host` (browsers read a
// backslash as a slash), control characters or whitespace that browsers strip from schemes and
// hosts, userinfo that hides the real host (`https://allowed@evil`) — is refused (null), so that a
// rule can never turn the site into an open redirect.

export type RedirectDestination = { readonly kind: 'internal'; readonly path: string } | { readonly kind: 'external'; readonly url: string };

export interface SafeRedirectOptions {
  /**
   * Hosts an absolute target may lead to, as `host` or `host:port` (compared with the URL's
   * `host`, lower case, no default port). Empty: no absolute target is followed.
   */
  readonly allowedHosts: readonly string[];
}

/** C0 controls, space, DEL, and every other whitespace a browser might strip or fold. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;
/** A base that no real target can name (`.invalid` is reserved, RFC 2606). */
const PROBE_ORIGIN = 'https://redirect-probe.invalid';

const decodeOnce = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/** A target whose raw characters a browser might strip or reinterpret, or that does not decode. */
const looksUnsafe = (target: string): boolean => UNSAFE_CHARACTERS.test(target) || decodeOnce(target) === null;

/**
 * `//host` or `/\host`, also once percent-decoded (`/%2F/host`, `/%5Chost`, `/%09/host`) in case a
 * proxy decodes the Location and the browser then strips the controls.
 */
const leavesTheSite = (path: string): boolean => {
  const decoded = decodeOnce(path) ?? path;
  // eslint-disable-next-line no-control-regex -- the controls a browser strips are what this removes
  return [path, decoded, decoded.replace(/[\u0000-\u0020\u007f]/g, '')].some((candidate) => /^\/[/\\]/.test(candidate));
};

const normaliseHost = (host: string): string => host.trim().toLowerCase().replace(/\.$/, '');

const internalPath = (target: string): RedirectDestination | null => {
  if (leavesTheSite(target)) return null;
  const url = new URL(target, PROBE_ORIGIN);
  // Dot segments can fold `/.//host` into `//host`: the normalised path is checked again.
  if (url.origin !== PROBE_ORIGIN || leavesTheSite(url.pathname)) return null;
  return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
};

const externalUrl = (target: string, allowedHosts: ReadonlySet<string>): RedirectDestination | null => {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const authority = target.slice(target.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (url.username !== '' || url.password !== '' || authority.includes('@')) return null;
  if (!allowedHosts.has(url.host.toLowerCase())) return null;
  return { kind: 'external', url: url.href };
};

/** The destination of a redirect target, or null when following it would be unsafe. */
export const safeRedirectTarget = (target: string, options: SafeRedirectOptions): RedirectDestination | null => {
  if (target.length === 0 || target.length > 2048 || looksUnsafe(target)) return null;
  if (target.startsWith('/')) return internalPath(target);
  if (!ABSOLUTE_HTTP.test(target)) return null;
  return externalUrl(target, new Set(options.allowedHosts.map(normaliseHost)));
};

/** The Location value of a destination. */
export const redirectLocation = (destination: RedirectDestination): string => (destination.kind === 'internal' ? destination.path : destination.url);

/**
 * The configured root-path redirect (part 1 §2 "a root path may redirect to a configured path"):
 * only the bare root `/` (any query carried over), only when configured, only to a safe target,
 * and never to the root itself.
 */
export const rootPathRedirect = (pathname: string, search: string, configured: string | null | undefined, options: SafeRedirectOptions): string | null => {
  if (pathname !== '/' || configured === null || configured === undefined) return null;
  const destination = safeRedirectTarget(configured, options);
  if (destination === null) return null;
  if (destination.kind === 'external') return destination.url;
  const [path] = destination.path.split(/[?#]/, 1);
  if (path === '/') return null;
  return destination.path.includes('?') || search === '' ? destination.path : `${destination.path}${search}`;
};
