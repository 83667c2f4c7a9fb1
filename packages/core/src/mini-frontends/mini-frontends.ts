// The separately hosted mini-frontends (part 2 §1): their names, where their manifests are, what a
// manifest says, and which login dialog a site's feature toggles pick.
import type { FeatureToggles } from '../types/index.ts';

export const MiniFrontendName = {
  loginDialog: 'login-dialog',
  loginDialog2: 'login-dialog-2',
  myAccount: 'my-account',
  inAppNotification: 'in-app-notification',
  notificationHub: 'notification-hub',
  cookieConsent: 'cookie-consent',
} as const;
export type MiniFrontendName = (typeof MiniFrontendName)[keyof typeof MiniFrontendName];

/** Under the prematch endpoint: `{prematch}/fe/{name}/manifest.json`. */
export const MINI_FRONTEND_BASE_PATH = '/fe';
export const MINI_FRONTEND_MANIFEST_FILE = 'manifest.json';

/** The manifest's address; its entry and styles are relative to it. */
export const miniFrontendManifestUrl = (prematchEndpoint: string, name: MiniFrontendName): string =>
  `${prematchEndpoint.replace(/\/+$/, '')}${MINI_FRONTEND_BASE_PATH}/${name}/${MINI_FRONTEND_MANIFEST_FILE}`;

/** What a mini-frontend's build writes beside its files. */
export interface MiniFrontendManifest {
  readonly name: string;
  /** The entry script (a classic script that installs itself), relative to the manifest. */
  readonly entry: string;
  /** The entry's Subresource Integrity hash (sha384-…): the browser refuses other bytes. */
  readonly integrity: string;
  /** Stylesheets, relative to the manifest. */
  readonly css: readonly string[];
}

/** Either toggle turns the login manager's dialog on (part 2 §1). */
export const LOGIN_MANAGER_TOGGLES = ['FEATURE_LOGIN_DIALOG_LOGIN_MANAGER_ENABLED_CASINO', 'FEATURE_LOGIN_DIALOG_LOGIN_MANAGER_ENABLED_VIRTUALS'] as const;

export const loginDialogName = (toggles: FeatureToggles | null): MiniFrontendName =>
  toggles !== null && LOGIN_MANAGER_TOGGLES.some((toggle) => toggles.featureToggle.includes(toggle))
    ? MiniFrontendName.loginDialog2
    : MiniFrontendName.loginDialog;
