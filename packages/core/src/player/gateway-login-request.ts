// The gateway login's body (part 1 §7): the platform's temporary token plus what the device is.
// A native launch logs in as the native client; otherwise the casino's desktop or mobile client.
import type { LoginRequest } from '../contract.ts';
import type { ClientPlatform } from '../types/enums.ts';
import type { DeviceInfo } from '../types/player.ts';

export interface GatewayLoginDevice {
  readonly device: DeviceInfo;
  readonly osName: string;
  readonly nativeView: boolean;
}

export const deviceTypeOf = (device: DeviceInfo): 'mobile' | 'tablet' | 'desktop' => (device.isTablet ? 'tablet' : device.isMobile ? 'mobile' : 'desktop');

export const loginClientPlatform = (device: DeviceInfo, nativeView: boolean): ClientPlatform =>
  nativeView ? 'Native' : device.isMobile || device.isTablet ? 'CasinoMobile' : 'CasinoDesktop';

export const gatewayLoginRequest = (username: string, token: string, client: GatewayLoginDevice): LoginRequest => ({
  username,
  ims_temporary_token: token,
  device_type: deviceTypeOf(client.device),
  os_name: client.osName,
  client_platform: loginClientPlatform(client.device, client.nativeView),
});
