// Opaque random tokens mapped to what they stand for: gateway sessions, platform sessions,
// temporary login tokens and play tokens all use one of these.
import { randomBytes } from 'node:crypto';

export interface TokenStore<T> {
  issue(data: T): string;
  get(token: string | undefined | null): T | undefined;
  /** Reads and forgets a one-use token. */
  consume(token: string | undefined | null): T | undefined;
  /** Forgets a token; returns what it stood for. */
  revoke(token: string | undefined | null): T | undefined;
  /** Forgets every token whose data matches; returns their data. */
  revokeWhere(predicate: (data: T) => boolean): T[];
  find(predicate: (data: T) => boolean): T | undefined;
  size(): number;
}

export const newToken = (bytes = 18): string => randomBytes(bytes).toString('base64url');

export const createTokenStore = <T>(): TokenStore<T> => {
  const entries = new Map<string, T>();
  return {
    issue(data) {
      const token = newToken();
      entries.set(token, data);
      return token;
    },
    get(token) {
      return token ? entries.get(token) : undefined;
    },
    consume(token) {
      if (!token) return undefined;
      const data = entries.get(token);
      entries.delete(token);
      return data;
    },
    revoke(token) {
      if (!token) return undefined;
      const data = entries.get(token);
      entries.delete(token);
      return data;
    },
    revokeWhere(predicate) {
      const revoked: T[] = [];
      for (const [token, data] of entries) {
        if (!predicate(data)) continue;
        entries.delete(token);
        revoked.push(data);
      }
      return revoked;
    },
    find(predicate) {
      for (const data of entries.values()) if (predicate(data)) return data;
      return undefined;
    },
    size() {
      return entries.size;
    },
  };
};
