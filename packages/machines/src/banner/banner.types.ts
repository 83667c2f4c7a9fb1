// Types of the mobile native-app banner (part 2 §2): shown on a mobile device, outside embed mode,
// for an OS in the configured list, until dismissed (cookie native-banner, 30 days). The rule is
// core's isNativeBannerEligible.
import type { NativeAppStore, NativeAppStoreLinks, NativeBannerConditions } from '@casino/core';

/** What the portal knows at start-up (device detection, query flags, settings, the cookie). */
export interface BannerInput extends NativeBannerConditions {
  readonly storeLinks: NativeAppStoreLinks;
}

export type BannerContext = BannerInput;

export type BannerEvent = { readonly type: 'banner.close' } | { readonly type: 'banner.view' };

/** The dismissal cookie to write. */
export interface BannerDismissal {
  readonly name: string;
  readonly days: number;
}

export type BannerStore = NativeAppStore;

export interface BannerView {
  readonly visible: boolean;
  /** Which store caption and logo to show. */
  readonly store: BannerStore | null;
  readonly storeLink: string | null;
}
