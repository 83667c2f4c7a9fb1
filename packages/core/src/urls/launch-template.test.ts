import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProviderLaunchData } from '../types/session.ts';
import { fillLaunchTemplate, selectLaunchTemplate } from './launch-template.ts';

const DEMO = '/demo-games/{gameCode}?mode=demo&platform={clientPlatform}&lang={languageCode}';
const REAL = '/demo-games/{gameCode}?mode=real&platform={clientPlatform}&lang={languageCode}&player={playerId}&token={tempToken}';

describe('fillLaunchTemplate', () => {
  it('fills the demo and real templates of the demo platform', () => {
    expect(fillLaunchTemplate(DEMO, { gameCode: 'bookofdead', clientPlatform: 'web', languageCode: 'cs' })).toBe(
      '/demo-games/bookofdead?mode=demo&platform=web&lang=cs',
    );
    expect(fillLaunchTemplate(REAL, { gameCode: 'bookofdead', clientPlatform: 'mobile', languageCode: 'en', playerId: 'p 1', tempToken: 'a+b/c=' })).toBe(
      '/demo-games/bookofdead?mode=real&platform=mobile&lang=en&player=p%201&token=a%2Bb%2Fc%3D',
    );
  });

  it('a real-mode template needs playerId and tempToken', () => {
    const base = { gameCode: 'x', clientPlatform: 'web', languageCode: 'cs' } as const;
    expect(fillLaunchTemplate(REAL, base)).toBeNull();
    expect(fillLaunchTemplate(REAL, { ...base, playerId: 'p' })).toBeNull();
    expect(fillLaunchTemplate(REAL, { ...base, tempToken: 't' })).toBeNull();
    expect(fillLaunchTemplate(REAL, { ...base, playerId: '', tempToken: 't' })).toBeNull();
    expect(fillLaunchTemplate(DEMO, { ...base, playerId: 'p', tempToken: 't' })).toBe('/demo-games/x?mode=demo&platform=web&lang=cs');
  });

  it('fills repeated placeholders, leaves unknown ones and rejects an empty template', () => {
    expect(fillLaunchTemplate('https://p.example/{gameCode}/{gameCode}?x={other}', { gameCode: 'g', clientPlatform: 'web', languageCode: 'cs' })).toBe(
      'https://p.example/g/g?x={other}',
    );
    expect(fillLaunchTemplate('', { gameCode: 'g', clientPlatform: 'web', languageCode: 'cs' })).toBeNull();
  });

  it('every value comes back out of the filled URL intact', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.constantFrom('web', 'mobile'),
        (gameCode, playerId, tempToken, clientPlatform) => {
          const url = fillLaunchTemplate(REAL, { gameCode, clientPlatform, languageCode: 'cs', playerId, tempToken })!;
          const parsed = new URL(url, 'http://host');
          expect(decodeURIComponent(parsed.pathname.slice('/demo-games/'.length))).toBe(gameCode);
          expect(parsed.searchParams.get('player')).toBe(playerId);
          expect(parsed.searchParams.get('token')).toBe(tempToken);
          expect(parsed.searchParams.get('platform')).toBe(clientPlatform);
        },
      ),
    );
  });
});

const data = (overrides: Partial<ProviderLaunchData> = {}): ProviderLaunchData => ({
  name: 'p',
  launchUrl: 'real',
  launchUrlDemo: 'demo',
  launchUrlMobile: 'real-mobile',
  launchUrlDemoMobile: 'demo-mobile',
  launchUrls: [],
  ...overrides,
});

describe('selectLaunchTemplate', () => {
  const withEntries = data({
    launchUrls: [
      { type: 'real', channels: ['liveMobile'], launchUrl: 'entry-real-live-mobile' },
      { type: 'real', channels: ['liveDesktop'], launchUrl: 'entry-real-live-desktop' },
      { type: 'demo', channels: ['liveMobile', 'liveDesktop'], launchUrl: 'entry-demo-live' },
    ],
  });

  it.each([
    [data(), 'real', false, false, 'real'],
    [data(), 'real', true, false, 'real-mobile'],
    [data(), 'demo', false, false, 'demo'],
    [data(), 'demo', true, false, 'demo-mobile'],
    [data({ launchUrlMobile: null }), 'real', true, false, 'real'],
    [data({ launchUrlDemoMobile: '' }), 'demo', true, false, 'demo'],
    [data({ launchUrlDemo: null, launchUrlDemoMobile: null }), 'demo', true, false, null],
    [data({ launchUrl: null, launchUrlMobile: null }), 'real', false, true, null],
    [withEntries, 'real', true, true, 'entry-real-live-mobile'],
    [withEntries, 'real', false, true, 'entry-real-live-desktop'],
    [withEntries, 'demo', true, true, 'entry-demo-live'],
    [withEntries, 'demo', false, true, 'entry-demo-live'],
    [withEntries, 'real', true, false, 'real-mobile'],
    [data({ launchUrls: [{ type: 'demo', channels: [], launchUrl: 'entry-demo-any' }] }), 'demo', false, false, 'entry-demo-any'],
    [data({ launchUrls: [{ type: 'real', channels: ['liveMobile'], launchUrl: ' ' }] }), 'real', true, true, 'real-mobile'],
  ] as const)('%#: %s mode, mobile %s, live %s → %s', (launchData, mode, mobile, live, expected) => {
    expect(selectLaunchTemplate(launchData, mode, { mobile, live })).toBe(expected);
  });

  it('never answers a URL of the other mode', () => {
    fc.assert(
      fc.property(fc.constantFrom('real', 'demo'), fc.boolean(), fc.boolean(), (mode, mobile, live) => {
        const only = mode === 'real' ? data({ launchUrl: null, launchUrlMobile: null }) : data({ launchUrlDemo: null, launchUrlDemoMobile: null });
        expect(selectLaunchTemplate(only, mode, { mobile, live })).toBeNull();
      }),
    );
  });
});
