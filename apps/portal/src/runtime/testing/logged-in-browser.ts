// A browser whose player is logged in on the platform and the gateway, as after the authenticate flow.
import { Gateway, PlatformScript } from '@casino/api-clients';
import { gatewayLoginRequest } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { Effect } from 'effect';
import { accountOf, openBrowser, platformLogin, type Browser, type BrowserOptions } from './runtime-harness.ts';

export const loggedInBrowser = async (platform: DemoPlatform, username: string, options: BrowserOptions = {}): Promise<Browser> => {
  const browser = await openBrowser(platform, options);
  await platformLogin(browser, accountOf(platform, username));
  await browser.runtime.api.run(
    Effect.gen(function* () {
      const token = yield* PlatformScript.use((platformScript) => platformScript.temporaryToken());
      yield* Gateway.use((gateway) =>
        gateway.login(gatewayLoginRequest(username, token, { device: browser.env.device, osName: browser.env.osName, nativeView: false })),
      );
    }),
  );
  return browser;
};
