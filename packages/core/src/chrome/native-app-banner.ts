// The mobile native-app banner (part 2 §2): when it shows, and which app store it sends the player to.

/** The app stores the banner links to: Google's for Android, Apple's for iOS. */
export type NativeAppStore = 'google' | 'apple';

/** What decides whether the banner shows (device detection, query flags, settings, the cookie). */
export interface NativeBannerConditions {
  readonly isMobile: boolean;
  /** Embed mode: the site runs inside another page. */
  readonly embedded: boolean;
  /** The device OS as detected ('Android', 'iOS' …); null when unknown. */
  readonly os: string | null;
  /** GlobalSettings.bannerOsList. */
  readonly bannerOsList: readonly string[];
  /** The native-banner dismissal cookie is present. */
  readonly dismissed: boolean;
}

/** The configured store links, one per store. */
export interface NativeAppStoreLinks {
  readonly android: string;
  readonly ios: string;
}

// Device detection and the settings spell OS names differently ('iOS', 'ios', ' Android').
const osKey = (os: string): string => os.trim().toLowerCase();

/** The store of a device OS; iPadOS is served by Apple's store too. Null for any other OS. */
export const nativeAppStoreOf = (os: string | null): NativeAppStore | null => {
  if (os === null) return null;
  const key = osKey(os);
  if (key === 'android') return 'google';
  if (key === 'ios' || key === 'ipados') return 'apple';
  return null;
};

/** The store link the view button opens for the device OS; null when no store serves it. */
export const nativeAppStoreLink = (os: string | null, links: NativeAppStoreLinks): string | null => {
  const store = nativeAppStoreOf(os);
  if (store === 'google') return links.android;
  if (store === 'apple') return links.ios;
  return null;
};

/** All four hold: a mobile device, not embed mode, the OS in the banner OS list (any case), no cookie. */
export const isNativeBannerEligible = (conditions: NativeBannerConditions): boolean => {
  const { isMobile, embedded, os, bannerOsList, dismissed } = conditions;
  if (!isMobile || embedded || dismissed || os === null) return false;
  const key = osKey(os);
  return bannerOsList.some((listed) => osKey(listed) === key);
};
