import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClientPlatform } from '../types/enums.ts';
import type { DeviceInfo } from '../types/player.ts';
import { deviceTypeOf, gatewayLoginRequest, loginClientPlatform } from './gateway-login-request.ts';

const device = fc.record<DeviceInfo>({
  isMobile: fc.boolean(),
  isDesktop: fc.boolean(),
  isTablet: fc.boolean(),
  isTouch: fc.boolean(),
  isTv: fc.boolean(),
  isMobileChromium: fc.boolean(),
});

describe('gateway login request', () => {
  it('carries the username, the temporary token and the OS as given', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), device, fc.boolean(), (username, token, osName, info, nativeView) => {
        const request = gatewayLoginRequest(username, token, { device: info, osName, nativeView });
        expect(request).toMatchObject({ username, ims_temporary_token: token, os_name: osName });
        expect(Object.values(ClientPlatform)).toContain(request.client_platform);
      }),
    );
  });

  it('a native launch is the native client whatever the device; otherwise mobile or desktop casino', () => {
    fc.assert(
      fc.property(device, (info) => {
        expect(loginClientPlatform(info, true)).toBe('Native');
        expect(loginClientPlatform(info, false)).toBe(info.isMobile || info.isTablet ? 'CasinoMobile' : 'CasinoDesktop');
      }),
    );
  });

  it('names tablets before phones (a tablet also reports mobile)', () => {
    const base = { isMobile: true, isDesktop: false, isTablet: true, isTouch: true, isTv: false, isMobileChromium: true };
    expect(deviceTypeOf(base)).toBe('tablet');
    expect(deviceTypeOf({ ...base, isTablet: false })).toBe('mobile');
    expect(deviceTypeOf({ ...base, isMobile: false, isTablet: false, isDesktop: true })).toBe('desktop');
  });
});
