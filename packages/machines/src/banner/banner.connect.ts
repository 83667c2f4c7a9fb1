// What the banner renders for a snapshot.
import { nativeAppStoreLink, nativeAppStoreOf } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { bannerMachine } from './banner.machine.ts';
import type { BannerView } from './banner.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof bannerMachine>): BannerView => {
  const visible = snapshot.matches('shown');
  const { os, storeLinks } = snapshot.context;
  return {
    visible,
    store: visible ? nativeAppStoreOf(os) : null,
    storeLink: visible ? nativeAppStoreLink(os, storeLinks) : null,
  };
};
