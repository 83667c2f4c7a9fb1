// The device as the request's user agent tells it (the banner and the bottom bar are decided on the
// server, so nothing moves after hydration). Coarse on purpose: phones and tablets by their usual
// tokens, the OS by name as the settings' bannerOsList spells it.
import type { DeviceInfo } from '@casino/core';

export interface RequestDevice extends DeviceInfo {
  /** 'Android', 'iOS' or null when neither. */
  readonly os: string | null;
}

export const deviceFromUserAgent = (userAgent: string | null): RequestDevice => {
  const ua = userAgent ?? '';
  const ios = /iPhone|iPad|iPod/i.test(ua);
  const android = /Android/i.test(ua);
  const tablet = /iPad|Tablet/i.test(ua) || (android && !/Mobile/i.test(ua));
  const phone = !tablet && (/iPhone|iPod|Mobile|Windows Phone/i.test(ua) || android);
  const mobile = phone || tablet;
  return {
    isMobile: mobile,
    isDesktop: !mobile,
    isTablet: tablet,
    isTouch: mobile,
    isTv: /SMART-TV|SmartTV|Tizen|Web0S/i.test(ua),
    isMobileChromium: mobile && /Chrome\//.test(ua) && !/Edg\//.test(ua),
    os: ios ? 'iOS' : android ? 'Android' : null,
  };
};
