// The browser's device: the user agent's reading (as the server made it) and a coarse pointer for
// touch, so tooltips stay off on touch screens (part 2 §9).
import { deviceFromUserAgent, type RequestDevice } from '../../device.ts';

export const browserDevice = (): RequestDevice => {
  const device = deviceFromUserAgent(navigator.userAgent);
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return { ...device, isTouch: device.isTouch || coarse };
};
