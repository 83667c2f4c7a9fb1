// The names this platform answers to: the host:port it listens on, and localhost:port as well when
// that is a loopback address. Requests are checked against them, never against a name taken from the
// request itself: a DNS-rebinding page reaches 127.0.0.1 under its own name and sends that name as
// both Host and Origin.

/** The platform's own `host:port` names; known once the server listens. */
export type OwnHosts = () => readonly string[];

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export const ownHostsOf = (host: string, port: number): string[] => {
  const named = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  return LOOPBACK.has(host) ? [...new Set([named, `localhost:${port}`, `127.0.0.1:${port}`])] : [named];
};

/** The origins of the platform's own pages (the demo game pages post their spins from them). */
export const ownOriginsOf = (hosts: readonly string[]): string[] => hosts.map((host) => `http://${host}`);
