// Reading one cookie from a request's Cookie header (first value wins, as browsers send the most
// specific path first). Values are percent-decoded; a malformed one reads as absent.
export const cookieValue = (header: string | null, name: string): string | null => {
  if (header === null) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
};

const DAY_SECONDS = 24 * 60 * 60;

/** A first-party preference cookie readable by the page's scripts (locale, theme). */
export const preferenceCookie = (name: string, value: string, days: number): string =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${days * DAY_SECONDS}; SameSite=Lax`;
