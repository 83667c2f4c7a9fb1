// Launch URL templates per provider. They point at the demo platform's own demo game page
// (BasePath.demoGames); placeholders are filled by core's launch-URL rule.
import { BasePath, type ProviderLaunchData } from '@casino/core';
import type { ProviderSeed } from './providers.ts';

export const demoLaunchTemplate = `${BasePath.demoGames}/{gameCode}?mode=demo&platform={clientPlatform}&lang={languageCode}`;
export const realLaunchTemplate = `${BasePath.demoGames}/{gameCode}?mode=real&platform={clientPlatform}&lang={languageCode}&player={playerId}&token={tempToken}`;

/** Live studios also give channel-specific URLs; the templates carry the channel for the demo page. */
const channelTemplate = (template: string, channel: 'liveDesktop' | 'liveMobile') => `${template}&channel=${channel}`;

/**
 * The provider whose demo URLs are missing (errors.demo-url-is-missing): the last slot-only studio
 * of the world, so it is a slot studio with games in every world.
 */
export const providerWithoutDemo = (providers: readonly ProviderSeed[]): ProviderSeed | undefined =>
  providers.findLast((provider) => provider.makes.length === 1 && provider.makes[0] === 'Slot');

export const generateProviderLaunch = (providers: readonly ProviderSeed[]): Record<string, ProviderLaunchData> => {
  const withoutDemo = providerWithoutDemo(providers);
  const launch: Record<string, ProviderLaunchData> = {};
  for (const provider of providers) {
    const demo = provider === withoutDemo ? null : demoLaunchTemplate;
    const live = provider.makes.includes('Live');
    launch[provider.id] = {
      name: provider.name,
      launchUrl: realLaunchTemplate,
      launchUrlDemo: demo,
      launchUrlMobile: realLaunchTemplate,
      launchUrlDemoMobile: demo,
      launchUrls: live
        ? [
            { type: 'real', channels: ['liveDesktop'], launchUrl: channelTemplate(realLaunchTemplate, 'liveDesktop') },
            { type: 'real', channels: ['liveMobile'], launchUrl: channelTemplate(realLaunchTemplate, 'liveMobile') },
            { type: 'demo', channels: ['liveDesktop', 'liveMobile'], launchUrl: channelTemplate(demoLaunchTemplate, 'liveDesktop') },
          ]
        : [],
    };
  }
  return launch;
};
