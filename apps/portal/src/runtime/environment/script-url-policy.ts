// Third-party scripts (the platform script, the mini-frontends) under Trusted Types. The CSP's
// 'strict-dynamic' lets a script the portal adds load from anywhere, so the origin is checked here:
// `require-trusted-types-for 'script'` refuses a plain string as a script's src, and the one policy
// that makes a TrustedScriptURL (`casino-script-url`, allowed once by the CSP) admits only https or
// loopback URLs on the configured origins. Made once per page, in the browser runtime's chunk.

/** The policy name the CSP allows (server/content-security-policy.ts names it). */
export const CASINO_SCRIPT_URL_POLICY = 'casino-script-url';

/** The URL as a string if it is an absolute URL on one of `origins`, otherwise null. */
export const admittedScriptUrl = (url: string, origins: readonly string[]): string | null => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  // A credential in the address would make the origin the policy saw not the one a reader sees.
  if (parsed.username !== '' || parsed.password !== '') return null;
  return origins.includes(parsed.origin) ? parsed.href : null;
};

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): ScriptUrlPolicy;
}

/** A script URL the browser accepts as a script's src: a TrustedScriptURL, or the string without Trusted Types. */
export type ScriptUrl = string & { readonly __trustedScriptUrl?: never };

export class RefusedScriptUrl extends Error {
  override readonly name = 'RefusedScriptUrl';
}

/**
 * The page's script-URL maker over `origins`: the first call creates the policy; a URL off those
 * origins throws RefusedScriptUrl. Without Trusted Types (the server, older browsers) the rule still
 * holds and the string itself is returned.
 */
export const scriptUrlPolicy = (origins: readonly string[], trustedTypes: TrustedTypesFactory | undefined): ((url: string) => ScriptUrl) => {
  const admit = (url: string): string => {
    const admitted = admittedScriptUrl(url, origins);
    if (admitted === null) throw new RefusedScriptUrl(`Script refused, not on ${origins.join(', ')}: ${url}`);
    return admitted;
  };
  const policy = trustedTypes?.createPolicy(CASINO_SCRIPT_URL_POLICY, { createScriptURL: admit });
  return (url) => (policy === undefined ? admit(url) : policy.createScriptURL(url)) as ScriptUrl;
};
