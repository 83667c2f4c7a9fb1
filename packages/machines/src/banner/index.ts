export { bannerMachine } from './banner.machine.ts';
export { connect } from './banner.connect.ts';
export { isBannerEligible, storeOf } from './banner-eligibility.ts';
export type * from './banner.types.ts';
