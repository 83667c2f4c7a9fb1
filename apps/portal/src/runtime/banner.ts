// banner: the dismissal in a cookie (30 days), the store link opened outside the page.
import { banner } from '@casino/machines';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideBanner = (runtime: PortalRuntime) =>
  banner.bannerMachine.provide({
    actions: {
      rememberDismissal: (_, dismissal) => runtime.env.cookies.set(dismissal.name, '1', { days: dismissal.days }),
      openStoreLink: (_, params) => runtime.env.location.openExternal(params.url),
    },
  });
