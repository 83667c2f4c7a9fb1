// The mobile native-app banner: decided once at start; closing it or pressing view dismisses it
// (cookie native-banner for 30 days); view also opens the store link for the device OS. The cookie
// and the external link are injected actions.
import { COOKIE_NATIVE_BANNER, COOKIE_NATIVE_BANNER_DAYS, isNativeBannerEligible, nativeAppStoreLink } from '@casino/core';
import { setup } from 'xstate';
import type { BannerContext, BannerDismissal, BannerEvent, BannerInput } from './banner.types.ts';
import { notProvidedAction } from '../shared/not-provided.ts';

const dismissal: BannerDismissal = { name: COOKIE_NATIVE_BANNER, days: COOKIE_NATIVE_BANNER_DAYS };

export const bannerMachine = setup({
  types: {
    context: {} as BannerContext,
    events: {} as BannerEvent,
    input: {} as BannerInput,
  },
  actions: {
    /** Writes the dismissal cookie. */
    rememberDismissal: notProvidedAction<BannerDismissal>('banner', 'rememberDismissal'),
    /** Opens the store page outside the site (a new window or the store app). */
    openStoreLink: notProvidedAction<{ url: string }>('banner', 'openStoreLink'),
  },
  guards: {
    isNotEligible: ({ context }) => !isNativeBannerEligible(context),
  },
}).createMachine({
  id: 'banner',
  context: ({ input }) => input,
  initial: 'shown',
  states: {
    shown: {
      // Decided once from the input: a device the banner does not apply to never sees it.
      always: { guard: 'isNotEligible', target: 'hidden' },
      on: {
        'banner.close': { target: 'dismissed', actions: { type: 'rememberDismissal', params: dismissal } },
        'banner.view': {
          target: 'dismissed',
          actions: [
            { type: 'openStoreLink', params: ({ context }) => ({ url: nativeAppStoreLink(context.os, context.storeLinks) ?? '' }) },
            { type: 'rememberDismissal', params: dismissal },
          ],
        },
      },
    },
    hidden: { type: 'final' },
    dismissed: { type: 'final' },
  },
});
