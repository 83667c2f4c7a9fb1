export { bannerMachine } from './banner.machine.ts';
export { connect } from './banner.connect.ts';
// The rules are core's; the namespace keeps its earlier names for callers of banner.*.
export { isNativeBannerEligible as isBannerEligible, nativeAppStoreOf as storeOf } from '@casino/core';
export type * from './banner.types.ts';
