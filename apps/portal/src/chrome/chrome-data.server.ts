// The chrome's data, fetched on the server by the layout's loader: the menus of both lobbies, the
// submenu and the global settings, decoded by the api-clients, plus the operator's chrome settings,
// the request's device and its native/embedded flags. The calls run on the request context's API
// (the server renders what a guest sees); a WeakMap keyed by the Request keeps the answer for that
// request only, so two loaders of one request share one fetch.
import { Effect } from 'effect';
import { LocalApi, Settings } from '@casino/api-clients';
import {
  addLocalePrefix,
  COOKIE_NATIVE_BANNER,
  isExternalLink,
  isNativeBannerEligible,
  menuItems,
  nativeAppStoreLink,
  nativeAppStoreOf,
  nativeFlags,
  previewLink,
  submenuLinks,
  type Locale,
  type MenuEntry,
  type NativeAppStore,
  type SubmenuLink,
} from '@casino/core';
import { cookieValue } from '../cookies.ts';
import type { PageRequest } from '../request-context.server.ts';
import { chromeSettings, type ChromeSettings } from './chrome-config.server.ts';
import { deviceFromUserAgent, type RequestDevice } from '../device.ts';

export interface ChromeLink {
  readonly key: string;
  /** A NavigationLabelKey for fixed entries (translated by the chrome), the server's title otherwise. */
  readonly label: string;
  readonly fixed: boolean;
  /** Localised and preview-prefixed for internal links; as given for external ones. */
  readonly href: string;
  readonly external: boolean;
  readonly routeName: string | null;
}

export interface ChromeData {
  readonly casinoMenu: readonly ChromeLink[];
  readonly liveMenu: readonly ChromeLink[];
  readonly submenu: readonly ChromeLink[];
  readonly settings: Omit<ChromeSettings, 'storeLinks'>;
  readonly device: RequestDevice;
  readonly nativeView: boolean;
  readonly embedded: boolean;
  /** The native view inside the product's app (games go to the app): kept for the tab, shown by nothing. */
  readonly nativeLaunch: boolean;
  /** The native-app banner, when part 2 §2's four conditions hold. */
  readonly banner: { readonly store: NativeAppStore; readonly link: string } | null;
  readonly buildId: string;
  readonly webMessagesEnabled: boolean;
}

export interface ChromeRequest {
  readonly page: PageRequest;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** An internal path in the page's language and preview mode; an external URL as it is. */
export const localisedHref = (to: string, locale: Locale, preview: boolean): string =>
  isExternalLink(to) ? to : addLocalePrefix(previewLink(to, preview), locale);

const fromMenuEntry = (entry: MenuEntry, locale: Locale, preview: boolean): ChromeLink => ({
  key: entry.key,
  label: entry.label,
  fixed: entry.kind === 'fixed',
  href: localisedHref(entry.to, locale, preview),
  external: isExternalLink(entry.to),
  routeName: entry.routeName,
});

const fromSubmenuLink = (link: SubmenuLink, locale: Locale, preview: boolean): ChromeLink => ({
  key: link.key,
  label: link.label,
  fixed: link.kind === 'fixed',
  href: localisedHref(link.to, locale, preview),
  external: link.external,
  routeName: link.routeName,
});

const perRequest = new WeakMap<Request, Promise<ChromeData>>();

export const loadChromeData = (chrome: ChromeRequest): Promise<ChromeData> => {
  const cached = perRequest.get(chrome.page.request);
  if (cached !== undefined) return cached;
  const loading = fetchChromeData(chrome);
  perRequest.set(chrome.page.request, loading);
  return loading;
};

const fetchChromeData = async ({ page, env }: ChromeRequest): Promise<ChromeData> => {
  const { request, url, config, locale, preview } = page;
  const [menus, submenu, globalSettings] = await page.run(
    Effect.gen(function* () {
      const local = yield* LocalApi;
      const settings = yield* Settings;
      return yield* Effect.all([local.menus(), local.submenu(), settings.globalSettings()], { concurrency: 'unbounded' });
    }),
  );
  const { storeLinks, ...settings } = chromeSettings(config, env);
  const device = deviceFromUserAgent(request.headers.get('User-Agent'));
  const flags = nativeFlags(url.searchParams, config.nativeApp.name);
  const bannerShown = isNativeBannerEligible({
    isMobile: device.isMobile,
    embedded: flags.embedded,
    os: device.os,
    bannerOsList: globalSettings.bannerOsList,
    dismissed: cookieValue(request.headers.get('Cookie'), COOKIE_NATIVE_BANNER) !== null,
  });
  const store = nativeAppStoreOf(device.os);
  const storeLink = nativeAppStoreLink(device.os, storeLinks);
  // The server renders a guest's chrome: personalised entries reach players after the login.
  return {
    casinoMenu: menuItems('casino', menus, false).map((entry) => fromMenuEntry(entry, locale, preview)),
    liveMenu: menuItems('live', menus, false).map((entry) => fromMenuEntry(entry, locale, preview)),
    submenu: submenuLinks(submenu).map((link) => fromSubmenuLink(link, locale, preview)),
    settings,
    device,
    nativeView: flags.nativeView,
    embedded: flags.embedded,
    nativeLaunch: flags.nativeLaunch,
    banner: bannerShown && store !== null && storeLink !== null ? { store, link: storeLink } : null,
    buildId: config.buildId,
    webMessagesEnabled: config.webMessagesEnabled,
  };
};
