// Node's fetch keeps no cookies. This fetch does, like one browser profile talking to one origin:
// it stores Set-Cookie answers (HttpOnly ones too), sends them back unless credentials is 'omit',
// and records what each request asked for so tests can check credentials and headers.
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
  readonly calls: () => readonly RecordedCall[];
  readonly clear: () => void;
}

const isExpired = (attributes: readonly string[]): boolean =>
  attributes.some((attribute) => {
    const [name = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (name.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (name.toLowerCase() === 'expires') return Date.parse(value) <= Date.parse('2000-01-01T00:00:00Z') || Date.parse(value) < Date.now();
    return false;
  });

export const createCookieJar = (): CookieJarFetch => {
  const jar = new Map<string, string>();
  const calls: RecordedCall[] = [];

  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || isExpired(attributes)) jar.delete(name);
      else jar.set(name, value);
    }
  };

  const fetchWithJar: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const sendCookies = init?.credentials !== 'omit' && jar.size > 0;
    const sentCookies = sendCookies ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
    const headers = new Headers(request.headers);
    if (sentCookies) headers.set('cookie', sentCookies);
    calls.push({ url: request.url, method: request.method, credentials: init?.credentials, sentCookies });
    const response = await globalThis.fetch(new Request(request, { headers }));
    remember(response);
    return response;
  };

  return {
    fetch: fetchWithJar,
    cookies: () => new Map(jar),
    calls: () => [...calls],
    clear: () => {
      jar.clear();
      calls.length = 0;
    },
  };
};
