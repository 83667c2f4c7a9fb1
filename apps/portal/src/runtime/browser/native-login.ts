// The native launch's credentials the server took out of the address (server/native-login-redirect.ts):
// read once, at the runtime's start, and removed at once, so they live in the browser only until
// auth's native login has them (part 1 §4; auth refuses a half, §5).
import { COOKIE_NATIVE_LOGIN, nativeCredentialsOf, type NativeCredentialsQuery } from '@casino/core';
import type { CookieJar } from '../environment/portal-environment.ts';

export const takeNativeLogin = (cookies: CookieJar): NativeCredentialsQuery | null => {
  const handedOn = cookies.get(COOKIE_NATIVE_LOGIN);
  if (handedOn === null) return null;
  cookies.remove(COOKIE_NATIVE_LOGIN);
  return nativeCredentialsOf(handedOn);
};
