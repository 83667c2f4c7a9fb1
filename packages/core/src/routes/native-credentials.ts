// Native login credentials (part 1 §4, §5: "native login requires both token and username").
import { nativeFlags, type NativeCredentials } from './native-flags.ts';

/** The username and token of a native launch as they arrive; either may be missing. */
export type NativeCredentialsQuery = { readonly [K in keyof NativeCredentials]?: NativeCredentials[K] | null };

/**
 * The credentials when both the username and the token are there, else null (the login is refused).
 * The emptiness rule is nativeFlags' own (blank counts as missing), so the query flags and a native
 * login never disagree.
 */
export const completeNativeCredentials = (query: NativeCredentialsQuery | null | undefined): NativeCredentials | null =>
  query == null ? null : nativeFlags({ username: query.username ?? null, token: query.token ?? null }).credentials;
