// The browser runtime's start, in chunks of their own: the clients, the machines and the root actor
// system are loaded after hydration (load-browser-runtime.ts, which the chrome's
// portal-system-provider.tsx imports dynamically), so the page's first scripts carry only what
// renders it.
import { createActor, type ActorRefFrom } from 'xstate';
import { MARKETING_GLOBAL, matchRoute, nativeFlags, type MarketingObject } from '@casino/core';
import { buildUpdate, theme } from '@casino/machines';
import { yieldToMain } from '@casino/react-ui';
import { browserDevice } from './browser-device.ts';
import { startErrorReporting } from './error-reporting.ts';
import { trackPlayer } from './player-analytics.ts';
import { publishPlayerMarketing } from './player-marketing.ts';
import { syncPlayerPromotions } from './player-promotions.ts';
import { keepSessionHint } from './session-hint.ts';
import { startCookieConsent } from '../mini-frontends/cookie-consent.ts';
import { takeNativeLogin } from './native-login.ts';
import { keepDeviceId, randomDeviceId } from './device-id.ts';
import { startLoginDialog } from '../mini-frontends/login-dialog.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { provideBanner } from '../banner.ts';
import { createBrowserEnvironment } from '../environment/browser-environment.ts';
import type { PortalConfig } from '../portal-config.ts';
import { createPortalRuntime } from '../portal-runtime.ts';
import { thirdPartyScriptOrigins } from '../third-party-script-origins.ts';
import { startPortalSystemInTwoTasks } from '../root/portal-system.ts';
import { SystemId } from '../root/system-ids.ts';
import type { BrowserRuntimeStart, StartedBrowserRuntime } from './browser-runtime.ts';
import { storedTabMode, withTabMode } from './tab-mode.ts';

export const startBrowserRuntime = async ({ settings, locale, consent, navigate, refetch }: BrowserRuntimeStart): Promise<StartedBrowserRuntime> => {
  const device = browserDevice();
  const config: PortalConfig = settings.config;
  const scriptOrigins = thirdPartyScriptOrigins(config);
  const environment = createBrowserEnvironment({ navigate, device, scriptOrigins });
  // The platform script loads beside the clients' start: the auth machine asks it for the login
  // cookie first thing. One that fails to load leaves it missing, which auth reports (the startup
  // error with Refresh, part 1 §8 'No script found'); the page goes on as a visitor's.
  const platformScript = environment.loadScript(config.platformScriptUrl).catch(() => undefined);
  // The address the runtime starts on, or the tab's first (an app's view holds for the tab: tab-mode.ts).
  const mode = withTabMode(nativeFlags(new URLSearchParams(window.location.search), config.nativeApp.name), storedTabMode());
  const runtime = createPortalRuntime({
    config,
    environment,
    locale,
    preview: matchRoute(window.location.pathname)?.preview ?? false,
    nativeView: mode.nativeView,
    nativeLaunch: mode.nativeLaunch,
  });
  // The clients' runtime and the root system start in tasks of their own (load-browser-runtime.ts):
  // the clients are built, then the machines start and make their first calls.
  await yieldToMain();
  await runtime.api.prepare();
  await platformScript;
  await yieldToMain();
  // Compiled catalogues hold strings here (lingui compile without ICU trees reaching the browser's machine).
  const system = await startPortalSystemInTwoTasks(
    runtime,
    { loadMessages: async (next) => (await loadMessages(next)) as Readonly<Record<string, string>>, refetch },
    yieldToMain,
  );
  const sessionHint = keepSessionHint(system, environment.cookies);
  keepDeviceId(environment.cookies, randomDeviceId);
  // The tag manager learns of a player only once logged in (the user event), and of the logout.
  const playerAnalytics = trackPlayer(system, environment.track);
  // A player's badge and opt-in buttons count the promotions the server's visitor page did not know.
  const playerPromotions = syncPlayerPromotions(runtime, system);
  // The page's chrome gives the dialog its words once it runs (BrowserRuntime.setLoginDialogTexts).
  const loginDialog = startLoginDialog(runtime, system);
  // The marketing service's global object: a logged-in player's, with marketing consent only.
  const playerMarketing = publishPlayerMarketing(system, consent, publishMarketingObject);
  // A visitor who has not chosen gets the cookie banner once the chrome has given its words.
  const cookieConsent = startCookieConsent(runtime, consent, playerMarketing.consentChanged);
  // The authenticate flow at start-up (part 1 §4): a native launch's credentials (handed on by the
  // server, native-login.ts) straight to the gateway login; else login cookie, session, token, or a
  // remembered username's silent login; the header follows its answer.
  system.get(SystemId.auth).send({ type: 'auth.authenticate', native: takeNativeLogin(environment.cookies) });
  void startErrorReporting({ dsn: settings.sentryDsn, development: import.meta.env.DEV, release: config.buildId });
  // A chunk a new build removed: the build watcher shows the update page and redirects (Vite's event).
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    system.get(SystemId.buildUpdate).send({ type: 'build-update.chunk-error' });
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  // Whether it runs, for whoever looks at the page (and the browser tests): a visitor's starts late.
  document.documentElement.dataset['runtime'] = 'started';
  const themeAttribute = applyThemeAttribute(system.get(SystemId.theme));
  return {
    runtime,
    system,
    device,
    startBanner: (input) => createActor(provideBanner(runtime), { input }).start(),
    updatePage: updatePageOf(system.get(SystemId.buildUpdate)),
    setLoginDialogTexts: loginDialog.setTexts,
    setCookieConsentTexts: cookieConsent.setTexts,
    stop: () => {
      themeAttribute.unsubscribe();
      sessionHint();
      playerAnalytics();
      playerMarketing.stop();
      playerPromotions();
      loginDialog.stop();
      cookieConsent.stop();
      window.removeEventListener('vite:preloadError', onPreloadError);
      system.stop();
      void runtime.dispose();
    },
  };
};

/** window.casinoMarketing, frozen (the service reads it; nothing on the page changes it), or gone. */
const publishMarketingObject = (object: MarketingObject | null) => {
  const global = window as unknown as Record<string, unknown>;
  if (object === null) delete global[MARKETING_GLOBAL];
  else global[MARKETING_GLOBAL] = Object.freeze({ ...object, customer_ids: Object.freeze({ ...object.customer_ids }) });
};

/** The theme machine's preference on <html data-theme>: the one attribute the switch changes. */
const applyThemeAttribute = (actor: ActorRefFrom<typeof theme.themeMachine>) => {
  // Only a change of preference repaints: the server already painted the stored one.
  let applied = theme.connect(actor.getSnapshot()).preference;
  return actor.subscribe(() => {
    const { preference } = theme.connect(actor.getSnapshot());
    if (preference === applied) return;
    applied = preference;
    document.documentElement.dataset['theme'] = preference;
  });
};

/**
 * The build watcher's chunk-error page as a value the site chrome reads without the machine's code;
 * the same object for the same snapshot (useSyncExternalStore compares by identity).
 */
const updatePageOf = (actor: ActorRefFrom<typeof buildUpdate.buildUpdateMachine>) => {
  let last: { readonly snapshot: unknown; readonly page: buildUpdate.BuildUpdateView['errorPage'] } | null = null;
  return {
    current: () => {
      const snapshot = actor.getSnapshot();
      if (last === null || last.snapshot !== snapshot) last = { snapshot, page: buildUpdate.connect(snapshot).errorPage };
      return last.page;
    },
    subscribe: (changed: () => void) => {
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
  };
};
