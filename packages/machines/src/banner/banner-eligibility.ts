// Which app store serves a device OS, and whether the banner applies to a device.
import type { BannerContext, BannerStore } from './banner.types.ts';

const normalise = (os: string) => os.trim().toLowerCase();

export const storeOf = (os: string | null): BannerStore | null => {
  if (os === null) return null;
  const name = normalise(os);
  if (name === 'android') return 'google';
  if (name === 'ios' || name === 'ipados') return 'apple';
  return null;
};

export const storeLinkOf = (context: BannerContext): string | null => {
  const store = storeOf(context.os);
  return store === 'google' ? context.storeLinks.android : store === 'apple' ? context.storeLinks.ios : null;
};

/** All four conditions of the spec: mobile, not embedded, OS listed (case-insensitive), no cookie. */
export const isBannerEligible = (context: BannerContext): boolean =>
  context.isMobile &&
  !context.embedded &&
  context.os !== null &&
  context.bannerOsList.some((os) => normalise(os) === normalise(context.os ?? '')) &&
  !context.dismissed;
