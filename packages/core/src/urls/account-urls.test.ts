// The account, deposit and my-account frame addresses for any hosts and any page under them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountUrl, depositUrl, MY_ACCOUNT_CLOSE_ORIGIN_PARAM, myAccountFrameUrl } from './account-urls.ts';

const host = fc.webUrl({ withQueryParameters: false, withFragments: false });
const page = fc.webUrl({ withQueryParameters: true, withFragments: true });
const links = fc.record({ prematchHost: host, gameModeHost: host, currentUrl: page, touch: fc.boolean(), mobile: fc.boolean() });

describe('account and deposit addresses (property)', () => {
  it('go to the game-mode host on touch and the prematch host otherwise, and close and go back to the page under them', () => {
    fc.assert(
      fc.property(links, (context) => {
        const hostUsed = new URL(context.touch ? context.gameModeHost : context.prematchHost);
        for (const address of [accountUrl(context), depositUrl(context)]) {
          const url = new URL(address);
          expect(url.origin).toBe(hostUsed.origin);
          expect(url.pathname.startsWith(hostUsed.pathname.replace(/\/+$/, ''))).toBe(true);
          expect(url.searchParams.get('closeUrl')).toBe(context.currentUrl);
          expect(url.searchParams.get('backUrl')).toBe(context.currentUrl);
        }
      }),
    );
  });

  it('deposit names the client type (casino unless given) and the platform of the device', () => {
    fc.assert(
      fc.property(links, fc.option(fc.constantFrom('casino', 'live'), { nil: undefined }), (context, clientType) => {
        const url = new URL(depositUrl({ ...context, clientType }));
        expect(url.searchParams.get('clientType')).toBe(clientType ?? 'casino');
        expect(url.searchParams.get('clientPlatform')).toBe(context.mobile ? 'mobile' : 'web');
      }),
    );
  });
});

describe('myAccountFrameUrl (property)', () => {
  it('is the prematch host’s dashboard or deposit for the web, naming the page’s origin as the one to close', () => {
    fc.assert(
      fc.property(links, fc.constantFrom('dashboard', 'deposit'), (context, frame) => {
        const url = new URL(myAccountFrameUrl(frame, context));
        const desktop = new URL(frame === 'deposit' ? depositUrl({ ...context, touch: false, mobile: false }) : accountUrl({ ...context, touch: false }));
        expect(url.origin).toBe(new URL(context.prematchHost).origin);
        expect(url.pathname).toBe(desktop.pathname);
        expect(url.searchParams.get(MY_ACCOUNT_CLOSE_ORIGIN_PARAM)).toBe(new URL(context.currentUrl).origin);
        url.searchParams.delete(MY_ACCOUNT_CLOSE_ORIGIN_PARAM);
        expect(url.href).toBe(desktop.href);
      }),
    );
  });
});
