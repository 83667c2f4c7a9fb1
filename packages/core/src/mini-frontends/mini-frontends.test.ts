import { describe, expect, it } from 'vitest';
import { loginDialogName, miniFrontendManifestUrl, MiniFrontendName } from './mini-frontends.ts';

describe('mini-frontends', () => {
  it('finds a manifest under the prematch endpoint, with or without its trailing slash', () => {
    expect(miniFrontendManifestUrl('https://www.casino.test', MiniFrontendName.loginDialog)).toBe('https://www.casino.test/fe/login-dialog/manifest.json');
    expect(miniFrontendManifestUrl('https://www.casino.test/prematch/', MiniFrontendName.cookieConsent)).toBe(
      'https://www.casino.test/prematch/fe/cookie-consent/manifest.json',
    );
  });

  it('opens login-dialog-2 when either login manager toggle is on, login-dialog otherwise', () => {
    expect(loginDialogName({ featureToggle: ['FEATURE_LOGIN_DIALOG_LOGIN_MANAGER_ENABLED_CASINO'] })).toBe('login-dialog-2');
    expect(loginDialogName({ featureToggle: ['FEATURE_CHAT', 'FEATURE_LOGIN_DIALOG_LOGIN_MANAGER_ENABLED_VIRTUALS'] })).toBe('login-dialog-2');
    expect(loginDialogName({ featureToggle: ['FEATURE_CHAT'] })).toBe('login-dialog');
    expect(loginDialogName(null)).toBe('login-dialog');
  });
});
