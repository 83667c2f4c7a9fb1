// A native launch's credentials leave the address before anything renders (part 1 §2: "credentials
// are taken from the username and token query values"): the portal's server answers an address
// carrying either with a redirect to the same address without them, and hands them to the page's
// runtime as one short-lived cookie value. Both halves of that rule live here.
import type { NativeCredentialsQuery } from './native-credentials.ts';

/** The query names of a native launch's credentials (nativeFlags reads the same). */
export const NATIVE_CREDENTIAL_PARAMS = ['username', 'token'] as const;

/**
 * What the server does with an address's query: null when it carries no credential (render it as
 * it is); else the query without them (every other value kept, in order) and the credentials as they
 * came (the first of each; a half is handed on too, and the login refuses it: part 1 §5).
 */
export const nativeHandoff = (params: URLSearchParams): { readonly search: string; readonly credentials: string } | null => {
  if (!NATIVE_CREDENTIAL_PARAMS.some((name) => params.has(name))) return null;
  const rest = new URLSearchParams(params);
  const credentials = new URLSearchParams();
  for (const name of NATIVE_CREDENTIAL_PARAMS) {
    const value = params.get(name);
    if (value !== null) credentials.set(name, value);
    rest.delete(name);
  }
  const search = rest.toString();
  return { search: search === '' ? '' : `?${search}`, credentials: credentials.toString() };
};

/** The credentials back from the handed-on value (either may be missing, as in the address). */
export const nativeCredentialsOf = (handedOn: string): NativeCredentialsQuery => {
  const params = new URLSearchParams(handedOn);
  return { username: params.get('username'), token: params.get('token') };
};
