// The request's device from its user agent: phones, tablets and desktops, and the OS the banner
// settings name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent } from './device.ts';

describe('deviceFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', { isMobile: true, isTablet: false, os: 'iOS' }],
    ['Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', { isMobile: true, isTablet: true, os: 'iOS' }],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36', { isMobile: true, isTablet: false, os: 'Android' }],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/156.0 Safari/537.36', { isMobile: true, isTablet: true, os: 'Android' }],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36', { isMobile: false, isTablet: false, os: null }],
  ])('%s', (userAgent, expected) => {
    expect(deviceFromUserAgent(userAgent)).toMatchObject(expected);
  });

  it('is a desktop without a user agent, and mobile and desktop never both (property)', () => {
    expect(deviceFromUserAgent(null)).toMatchObject({ isMobile: false, isDesktop: true, os: null });
    fc.assert(
      fc.property(fc.string(), (userAgent) => {
        const device = deviceFromUserAgent(userAgent);
        expect(device.isMobile).toBe(!device.isDesktop);
        if (device.isTablet) expect(device.isMobile).toBe(true);
      }),
    );
  });
});
