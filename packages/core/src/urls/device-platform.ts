// The clientPlatform value of launch and deposit URLs (part 2 §7): mobile or web.
import type { DevicePlatform } from '../types/enums.ts';

export const devicePlatformOf = (mobile: boolean): DevicePlatform => (mobile ? 'mobile' : 'web');
