// Native and embedded modes from the global query flags of part 1 §2.
import { queryValue, type QueryInput } from './query.ts';

/**
 * The `app` query value of the product's own native app (the spec says "one specific app value"
 * without naming it); the portal may pass another.
 */
export const NATIVE_APP_NAME = 'casino';

export interface NativeCredentials {
  readonly username: string;
  readonly token: string;
}

export interface NativeFlags {
  /** nativeapp=1 */
  readonly nativeView: boolean;
  /** embed=true or embed=native */
  readonly embedded: boolean;
  /** The raw app value, when any. */
  readonly app: string | null;
  /** app is the product's native app. */
  readonly productApp: boolean;
  /** Native view inside the product's app: game launches go through the native-app link. */
  readonly nativeLaunch: boolean;
  /** Native login needs both username and token (part 1 §5). */
  readonly credentials: NativeCredentials | null;
  readonly clientPlatform: string | null;
  readonly clientType: string | null;
  readonly platform: string | null;
}

const nonEmpty = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value);

export const nativeFlags = (query: QueryInput | null | undefined, appName: string = NATIVE_APP_NAME): NativeFlags => {
  const nativeView = queryValue(query, 'nativeapp') === '1';
  const embed = queryValue(query, 'embed');
  const app = nonEmpty(queryValue(query, 'app'));
  const productApp = app !== null && app === appName;
  const username = nonEmpty(queryValue(query, 'username'));
  const token = nonEmpty(queryValue(query, 'token'));
  return {
    nativeView,
    embedded: embed === 'true' || embed === 'native',
    app,
    productApp,
    nativeLaunch: nativeView && productApp,
    credentials: username !== null && token !== null ? { username, token } : null,
    clientPlatform: nonEmpty(queryValue(query, 'clientplatform')),
    clientType: nonEmpty(queryValue(query, 'clienttype')),
    platform: nonEmpty(queryValue(query, 'platform')),
  };
};

/**
 * A page's native and embedded modes as query flags (`nativeapp=1`, `embed=true`; empty for
 * neither): what a link that loads another document of the same view carries (the language switch).
 */
export const modeQuery = ({ nativeView, embedded }: Pick<NativeFlags, 'nativeView' | 'embedded'>): string =>
  [nativeView ? 'nativeapp=1' : '', embedded ? 'embed=true' : ''].filter(Boolean).join('&');
