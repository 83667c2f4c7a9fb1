// The secrets a request may carry, replaced before the request log keeps it: cookie values,
// Authorization, passwords and tokens in JSON or form bodies and in the query.
export const REDACTED = '[redacted]';

// Whole names (password, secret, a second factor's code and challenge id) or names ending in token
// (ims_temporary_token, sessionToken, access_token).
const SECRET_FIELD = /^(pass(word|code)?|secret|authorization|api[-_]?key|code|validationId)$|token$/i;
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'x-api-key']);

/** `a=1; b=2` → `a=[redacted]; b=[redacted]`: the names stay so that a test can see which cookies came. */
const redactCookies = (header: string): string =>
  header
    .split(';')
    .map((pair) => {
      const name = pair.split('=')[0]?.trim() ?? '';
      return `${name}=${REDACTED}`;
    })
    .join('; ');

export const redactHeaders = (headers: Record<string, string>): Record<string, string> => {
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'cookie') safe[name] = redactCookies(value);
    else safe[name] = SECRET_HEADERS.has(name) ? REDACTED : value;
  }
  return safe;
};

export const redactQuery = (query: Record<string, string | string[]>): Record<string, string | string[]> => {
  const safe: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) safe[key] = SECRET_FIELD.test(key) ? REDACTED : value;
  return safe;
};

const redactJson = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redactJson);
  if (typeof value !== 'object' || value === null) return value;
  const safe: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) safe[key] = SECRET_FIELD.test(key) ? REDACTED : redactJson(field);
  return safe;
};

/** JSON and form bodies lose their secret fields; any other body that might hold one is kept as a length. */
export const redactBody = (body: string, contentType: string): string => {
  if (body === '') return body;
  try {
    return JSON.stringify(redactJson(JSON.parse(body) as unknown));
  } catch {
    if (contentType.includes('application/x-www-form-urlencoded')) {
      const form = new URLSearchParams(body);
      for (const key of new Set(form.keys())) if (SECRET_FIELD.test(key)) form.set(key, REDACTED);
      return form.toString();
    }
    return SECRET_FIELD.test(body) ? `[${body.length} characters that may hold a secret]` : body;
  }
};
