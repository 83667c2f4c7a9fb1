// The native-app banner: decided once from the device at start; close or view dismisses it for 30 days.
import * as banner from '@casino/machines/banner';
import { forMachine } from '../playground/machine-description.ts';

export const bannerPlayground = forMachine(banner.bannerMachine).describe({
  id: 'banner',
  title: 'Native-app banner',
  summary:
    'An Android phone, not embedded, no dismissal cookie: the banner shows. View opens the store link and remembers the dismissal; close only remembers it.',
  input: ({ world }) => ({
    isMobile: true,
    embedded: false,
    os: 'android',
    bannerOsList: world.settings.bannerOsList,
    dismissed: false,
    storeLinks: { android: 'https://play.google.com/store/apps/details?id=cz.casino.demo', ios: 'https://apps.apple.com/cz/app/casino-demo/id6400000000' },
  }),
  actions: ['rememberDismissal', 'openStoreLink'],
  events: [{ event: { type: 'banner.view' } }, { event: { type: 'banner.close' } }],
  view: banner.connect,
});
