// A fetch that keeps cookies like a browser does for one origin, so tests can see what the server
// sets (HttpOnly, SameSite) and send it back.
import type { LoginRequest } from '@casino/core';

export interface StoredCookie {
  readonly name: string;
  readonly value: string;
  /** The whole Set-Cookie line it came from, for attribute checks. */
  readonly raw: string;
}

export interface CookieClient {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  json<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; response: Response }>;
  post<T = unknown>(path: string, body?: unknown, init?: RequestInit): Promise<{ status: number; body: T; response: Response }>;
  cookie(name: string): StoredCookie | undefined;
  readonly cookies: Map<string, StoredCookie>;
}

export const createCookieClient = (origin: string): CookieClient => {
  const cookies = new Map<string, StoredCookie>();
  const doFetch = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies.values()].map((c) => `${c.name}=${c.value}`).join('; '));
    const response = await fetch(new URL(path, origin), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, { name, value, raw: line });
    }
    return response;
  };
  const json = async <T>(path: string, init?: RequestInit) => {
    const response = await doFetch(path, init);
    const text = await response.text();
    return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T, response };
  };
  return {
    fetch: doFetch,
    json,
    post: (path, body, init) =>
      json(path, {
        ...init,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(init?.headers as Record<string, string> | undefined) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    cookie: (name) => cookies.get(name),
    cookies,
  };
};

/** Platform login, temporary token, gateway login: what the portal's authenticate flow does. */
export const loginAs = async (client: CookieClient, username: string, password = 'demo', rememberMe = false) => {
  const platform = await client.post<{ ok: boolean }>('/platform/login', { username, password, rememberMe, realMode: 1 });
  if (!platform.body.ok) throw new Error(`platform login of ${username} failed`);
  const token = await client.post<{ token: string }>('/platform/temporary-token', {});
  const request: LoginRequest = {
    username,
    ims_temporary_token: token.body.token,
    device_type: 'desktop',
    os_name: 'linux',
    client_platform: 'CasinoDesktop',
  };
  return client.post<Record<string, unknown>>('/gateway/login', request);
};
