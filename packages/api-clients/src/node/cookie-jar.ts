// Node's fetch keeps no cookies. This fetch does, like one browser profile talking to one site: it
// stores Set-Cookie answers (HttpOnly ones too), sends them back unless credentials is 'omit',
// forgets expired ones, and can drop the session cookies the way closing the browser does. It keeps
// a record of the latest requests (what each asked for), bounded so a long run cannot grow it.
export interface RecordedCall {
  readonly url: string;
  readonly method: string;
  readonly credentials: RequestCredentials | undefined;
  readonly sentCookies: string;
}

export interface CookieJarFetch {
  readonly fetch: typeof globalThis.fetch;
  /** name → value of the cookies currently held. */
  readonly cookies: () => ReadonlyMap<string, string>;
  /** The latest requests, oldest first (at most RECORDED_CALLS). */
  readonly calls: () => readonly RecordedCall[];
  /** What closing the browser does: cookies without Max-Age or Expires go. */
  readonly dropSessionCookies: () => void;
  readonly clear: () => void;
}

export const RECORDED_CALLS = 500;

interface StoredCookie {
  readonly value: string;
  /** Epoch ms when it expires; null for a session cookie. */
  readonly expiresAt: number | null;
}

/** Max-Age wins over Expires (RFC 6265 §5.3); undefined when neither is given. */
const expiryOf = (attributes: readonly string[], now: number): number | null => {
  let expires: number | null = null;
  for (const attribute of attributes) {
    const separator = attribute.indexOf('=');
    const name = (separator < 0 ? attribute : attribute.slice(0, separator)).trim().toLowerCase();
    const value = separator < 0 ? '' : attribute.slice(separator + 1).trim();
    if (name === 'max-age' && /^-?\d+$/.test(value)) return now + Number(value) * 1000;
    if (name === 'expires' && !Number.isNaN(Date.parse(value))) expires = Date.parse(value);
  }
  return expires;
};

export const createCookieJar = (now: () => number = Date.now): CookieJarFetch => {
  const jar = new Map<string, StoredCookie>();
  const calls: RecordedCall[] = [];

  const live = () => {
    for (const [name, cookie] of jar) if (cookie.expiresAt !== null && cookie.expiresAt <= now()) jar.delete(name);
    return jar;
  };

  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expiresAt = expiryOf(attributes, now());
      if (value === '' || (expiresAt !== null && expiresAt <= now())) jar.delete(name);
      else jar.set(name, { value, expiresAt });
    }
  };

  const fetchWithJar: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const held = live();
    const sendCookies = init?.credentials !== 'omit' && held.size > 0;
    const sentCookies = sendCookies ? [...held].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ') : '';
    const headers = new Headers(request.headers);
    if (sentCookies) headers.set('cookie', sentCookies);
    calls.push({ url: request.url, method: request.method, credentials: init?.credentials, sentCookies });
    if (calls.length > RECORDED_CALLS) calls.splice(0, calls.length - RECORDED_CALLS);
    const response = await globalThis.fetch(new Request(request, { headers }));
    remember(response);
    return response;
  };

  return {
    fetch: fetchWithJar,
    cookies: () => new Map([...live()].map(([name, cookie]) => [name, cookie.value])),
    calls: () => [...calls],
    dropSessionCookies: () => {
      for (const [name, cookie] of jar) if (cookie.expiresAt === null) jar.delete(name);
    },
    clear: () => {
      jar.clear();
      calls.length = 0;
    },
  };
};
