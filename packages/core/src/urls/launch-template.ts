// Launch URLs (part 2 §7): the provider's template for the mode and device, filled with the game,
// platform, language and, for real play, the player and a temporary token.
import type { DevicePlatform, PlayModeName } from '../types/enums.ts';
import type { LaunchUrlEntry, ProviderLaunchData } from '../types/session.ts';

export interface LaunchTemplateParams {
  readonly gameCode: string;
  readonly clientPlatform: DevicePlatform;
  readonly languageCode: string;
  readonly playerId?: string | null;
  readonly tempToken?: string | null;
}

export const LAUNCH_PLACEHOLDERS = ['gameCode', 'clientPlatform', 'languageCode', 'playerId', 'tempToken'] as const;
const PLACEHOLDER = new RegExp(`\\{(${LAUNCH_PLACEHOLDERS.join('|')})\\}`, 'g');

/**
 * The template with every known placeholder replaced by its URL-encoded value; unknown
 * placeholders stay. Null when the template needs a value that is missing or empty (a real-mode
 * template without playerId or tempToken): the URL would launch nothing.
 */
export const fillLaunchTemplate = (template: string, params: LaunchTemplateParams): string | null => {
  let missing = false;
  const url = template.replace(PLACEHOLDER, (_, name: (typeof LAUNCH_PLACEHOLDERS)[number]) => {
    const value = params[name];
    if (value == null || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  return missing || url.trim() === '' ? null : url;
};

export interface LaunchDevice {
  readonly mobile: boolean;
  readonly live: boolean;
}

const present = (url: string | null | undefined): string | null => (url == null || url.trim() === '' ? null : url);

const channelOf = ({ mobile, live }: LaunchDevice): LaunchUrlEntry['channels'][number] | null => (live ? (mobile ? 'liveMobile' : 'liveDesktop') : null);

/**
 * The template for a mode and device. launchUrls entries of the mode come first: for a live game the
 * entry of its channel, then an entry without channels; then the plain fields (the mobile field
 * first on mobile). Null when there is none: the caller reports errors.real-url-is-missing or
 * errors.demo-url-is-missing.
 */
export const selectLaunchTemplate = (launchData: ProviderLaunchData, mode: PlayModeName, device: LaunchDevice): string | null => {
  const entries = launchData.launchUrls.filter((entry) => entry.type === mode && present(entry.launchUrl) !== null);
  const channel = channelOf(device);
  const byChannel = channel === null ? undefined : entries.find((entry) => entry.channels.includes(channel));
  const general = entries.find((entry) => entry.channels.length === 0);
  const fields =
    mode === 'real'
      ? [device.mobile ? launchData.launchUrlMobile : null, launchData.launchUrl]
      : [device.mobile ? launchData.launchUrlDemoMobile : null, launchData.launchUrlDemo];
  return [byChannel?.launchUrl, general?.launchUrl, ...fields].map(present).find((url) => url !== null) ?? null;
};
