import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayTokenResponse } from '../types/player.ts';
import type { ProviderLaunchData } from '../types/session.ts';
import { devicePlatformOf } from './device-platform.ts';
import { gameLaunchTemplate, gameLaunchUrl, launchDeviceOf, type GameLaunchRequest } from './game-launch-url.ts';

const launchData: ProviderLaunchData = {
  name: 'Provider',
  launchUrl: 'https://g.example/real/{gameCode}?p={clientPlatform}&l={languageCode}&u={playerId}&t={tempToken}',
  launchUrlDemo: 'https://g.example/demo/{gameCode}?p={clientPlatform}&l={languageCode}',
  launchUrlMobile: 'https://m.example/real/{gameCode}?p={clientPlatform}&u={playerId}&t={tempToken}',
  launchUrlDemoMobile: null,
  launchUrls: [{ type: 'real', channels: ['liveMobile'], launchUrl: 'https://live.example/m/{gameCode}?u={playerId}&t={tempToken}' }],
};

const token: PlayTokenResponse = { username: 'hrac', sessionToken: { sessionToken: 'tmp-1' }, errorCode: null };
const slot = { gameCode: 'bookofdead', type: 'Slot' } as const;
const live = { gameCode: 'roulette', type: 'Live' } as const;
const request = (overrides: Partial<GameLaunchRequest>): GameLaunchRequest => ({ game: slot, mode: 'demo', mobile: false, languageCode: 'cs', ...overrides });

describe('gameLaunchUrl (part 2 §5, §7)', () => {
  it.each([
    { name: 'demo on desktop', request: request({}), token: null, url: 'https://g.example/demo/bookofdead?p=web&l=cs' },
    {
      name: 'demo on mobile falls back to the desktop demo template',
      request: request({ mobile: true }),
      token: null,
      url: 'https://g.example/demo/bookofdead?p=mobile&l=cs',
    },
    { name: 'real on desktop', request: request({ mode: 'real' }), token, url: 'https://g.example/real/bookofdead?p=web&l=cs&u=hrac&t=tmp-1' },
    {
      name: 'real on mobile uses the mobile template',
      request: request({ mode: 'real', mobile: true }),
      token,
      url: 'https://m.example/real/bookofdead?p=mobile&u=hrac&t=tmp-1',
    },
    {
      name: 'a live game on mobile uses its channel',
      request: request({ game: live, mode: 'real', mobile: true }),
      token,
      url: 'https://live.example/m/roulette?u=hrac&t=tmp-1',
    },
    {
      name: 'a table game counts as live',
      request: request({ game: { gameCode: 'bj', type: 'Table' }, mode: 'real', mobile: true }),
      token,
      url: 'https://live.example/m/bj?u=hrac&t=tmp-1',
    },
    {
      name: 'a live game on desktop has no channel entry: the plain field',
      request: request({ game: live, mode: 'real' }),
      token,
      url: 'https://g.example/real/roulette?p=web&l=cs&u=hrac&t=tmp-1',
    },
    { name: 'real without a token', request: request({ mode: 'real' }), token: null, url: null },
    { name: 'real with an error-coded token', request: request({ mode: 'real' }), token: { ...token, errorCode: 'NOT_LOGGED_IN' }, url: null },
    { name: 'real with a token without username', request: request({ mode: 'real' }), token: { ...token, username: '' }, url: null },
  ] satisfies { name: string; request: GameLaunchRequest; token: PlayTokenResponse | null; url: string | null }[])('$name', ({ request, token, url }) => {
    expect(gameLaunchUrl(launchData, request, token)).toBe(url);
  });

  it('no template for the mode: no template and no URL', () => {
    const noDemo: ProviderLaunchData = { ...launchData, launchUrlDemo: null, launchUrlDemoMobile: null };
    expect(gameLaunchTemplate(noDemo, request({}))).toBeNull();
    expect(gameLaunchUrl(noDemo, request({}), null)).toBeNull();
  });

  it('the platform and the device', () => {
    expect(devicePlatformOf(true)).toBe('mobile');
    expect(devicePlatformOf(false)).toBe('web');
    expect(launchDeviceOf({ type: 'Slot' }, true)).toEqual({ mobile: true, live: false });
    expect(launchDeviceOf({ type: 'Crash' }, false)).toEqual({ mobile: false, live: false });
    expect(launchDeviceOf({ type: 'Live' }, false)).toEqual({ mobile: false, live: true });
  });

  it('a URL only where there is a template; demo never needs the token; real needs a usable one', () => {
    const games = fc.record({ gameCode: fc.string({ minLength: 1 }), type: fc.constantFrom('Slot', 'Live', 'Table', 'Crash' as const) });
    const tokens = fc.option(
      fc.record({
        username: fc.constantFrom('hrac', ''),
        sessionToken: fc.option(fc.record({ sessionToken: fc.constantFrom('t', '') }), { nil: null }),
        errorCode: fc.constantFrom(null, '', 'E', 0, 401),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(games, fc.constantFrom('real', 'demo' as const), fc.boolean(), tokens, (game, mode, mobile, token) => {
        const req: GameLaunchRequest = { game, mode, mobile, languageCode: 'en' };
        const url = gameLaunchUrl(launchData, req, token);
        if (gameLaunchTemplate(launchData, req) === null) expect(url).toBeNull();
        if (mode === 'demo') expect(url).toBe(gameLaunchUrl(launchData, req, null));
        const usable =
          token !== null && token.username !== '' && token.sessionToken?.sessionToken === 't' && (token.errorCode === null || token.errorCode === '');
        if (mode === 'real') expect(url !== null).toBe(usable);
        if (url !== null) expect(url).toContain(encodeURIComponent(game.gameCode));
      }),
    );
  });
});
