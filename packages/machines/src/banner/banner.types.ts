// Types of the mobile native-app banner (part 2 §2): shown on a mobile device, outside embed mode,
// for an OS in the configured list, until dismissed (cookie native-banner, 30 days).

/** What the portal knows at start-up (device detection, query flags, settings, the cookie). */
export interface BannerInput {
  readonly isMobile: boolean;
  readonly embedded: boolean;
  /** The device OS as detected, e.g. 'android' or 'ios'; null when unknown. */
  readonly os: string | null;
  /** GlobalSettings.bannerOsList. */
  readonly bannerOsList: readonly string[];
  /** The native-banner cookie is present. */
  readonly dismissed: boolean;
  readonly storeLinks: { readonly android: string; readonly ios: string };
}

export type BannerContext = BannerInput;

export type BannerEvent = { readonly type: 'banner.close' } | { readonly type: 'banner.view' };

/** The dismissal cookie to write. */
export interface BannerDismissal {
  readonly name: string;
  readonly days: number;
}

export type BannerStore = 'google' | 'apple';

export interface BannerView {
  readonly visible: boolean;
  /** Which store caption and logo to show. */
  readonly store: BannerStore | null;
  readonly storeLink: string | null;
}
