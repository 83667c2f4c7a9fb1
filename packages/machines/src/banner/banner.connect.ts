// What the banner renders for a snapshot.
import type { SnapshotFrom } from 'xstate';
import { storeLinkOf, storeOf } from './banner-eligibility.ts';
import type { bannerMachine } from './banner.machine.ts';
import type { BannerView } from './banner.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof bannerMachine>): BannerView => {
  const visible = snapshot.matches('shown');
  return {
    visible,
    store: visible ? storeOf(snapshot.context.os) : null,
    storeLink: visible ? storeLinkOf(snapshot.context) : null,
  };
};
