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

  // Any user agent is read by its device tokens alone: the same tokens among any other words give
  // the same device. The expectations are the table's, not the rule's own expressions.
  const tokens = [
    { ua: 'iPhone; CPU iPhone OS 18_0 like Mac OS X', device: { isMobile: true, isDesktop: false, isTablet: false, os: 'iOS' } },
    { ua: 'iPod touch; CPU iPhone OS 15_0', device: { isMobile: true, isDesktop: false, isTablet: false, os: 'iOS' } },
    { ua: 'iPad; CPU OS 18_0 like Mac OS X', device: { isMobile: true, isDesktop: false, isTablet: true, os: 'iOS' } },
    { ua: 'Linux; Android 14; Pixel 8) Chrome/156.0 Mobile', device: { isMobile: true, isDesktop: false, isTablet: false, os: 'Android' } },
    { ua: 'Linux; Android 14; SM-X710) Chrome/156.0', device: { isMobile: true, isDesktop: false, isTablet: true, os: 'Android' } },
    { ua: 'Windows Phone 10.0; Lumia 950', device: { isMobile: true, isDesktop: false, isTablet: false, os: null } },
    { ua: 'X11; Linux x86_64) Chrome/156.0', device: { isMobile: false, isDesktop: true, isTablet: false, os: null } },
    { ua: 'Windows NT 10.0; Win64; x64', device: { isMobile: false, isDesktop: true, isTablet: false, os: null } },
  ] as const;
  const DEVICE_WORDS = /iPhone|iPad|iPod|Android|Mobile|Tablet|Windows Phone/i;
  const words = fc.stringMatching(/^[a-zA-Z0-9 ;()/._-]{0,30}$/).filter((text) => !DEVICE_WORDS.test(text));

  it('reads the device from its tokens, whatever words surround them (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tokens), words, words, ({ ua, device }, before, after) => {
        expect(deviceFromUserAgent(`Mozilla/5.0 ${before}(${ua}) ${after}`)).toMatchObject({ ...device, isTouch: device.isMobile });
      }),
    );
  });

  it('is a desktop without a user agent or without any device token (property)', () => {
    expect(deviceFromUserAgent(null)).toMatchObject({ isMobile: false, isDesktop: true, isTablet: false, os: null });
    fc.assert(
      fc.property(words, (userAgent) => {
        expect(deviceFromUserAgent(userAgent)).toMatchObject({
          isMobile: false,
          isDesktop: true,
          isTablet: false,
          isTouch: false,
          isMobileChromium: false,
          os: null,
        });
      }),
    );
  });
});
