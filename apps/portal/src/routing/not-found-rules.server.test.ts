// The not-found route's loader against the demo platform: old addresses redirect by the route rules
// (301), only inside the site or to an allowed host; everything else is a real 404 with the spec's
// message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { pageRequestFor, routerContextFor } from '../request-context.testing.ts';
import { demoPortalConfig } from '../runtime/portal-config.ts';
import { notFoundLoader, pageNotFound } from './not-found-rules.server.ts';
import { routeRuleLocation } from './route-rules.server.ts';
import { defaultRoutingConfig, routingConfigFromEnv, type RoutingConfig } from './routing-config.ts';
import { routingConfigContext } from './routing-context.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: 11, size: 300 });
}, 60_000);
afterAll(() => platform?.close());

const ORIGIN = 'http://portal.test';

const contextWith = async (request: Request, routing: Partial<RoutingConfig> = {}) => {
  const context = await routerContextFor(request, demoPortalConfig(platform.origin));
  context.set(routingConfigContext, defaultRoutingConfig(routing));
  return context;
};

interface ThrownData {
  readonly init: { readonly status: number };
  readonly data: { readonly message: string };
}

const isThrownData = (thrown: unknown): thrown is ThrownData => typeof thrown === 'object' && thrown !== null && 'init' in thrown && 'data' in thrown;

/** The loader's outcome as status + Location or message (it throws redirects and the 404, which the page boundary shows). */
const answer = async (path: string, routing: Partial<RoutingConfig> = {}, method = 'GET') => {
  try {
    const request = new Request(`${ORIGIN}${path}`, { method });
    await notFoundLoader({ request, context: await contextWith(request, routing) });
    throw new Error(`the not-found loader returned for ${path}`);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') };
    if (isThrownData(thrown)) return { status: thrown.init.status, message: thrown.data.message };
    throw thrown;
  }
};

describe('the not-found loader', () => {
  it('redirects an old address of the route rules for good (301) to the page of the site', async () => {
    expect(await answer('/vyherci')).toEqual({ status: 301, location: '/vitezove' });
    expect(await answer('/hry/')).toEqual({ status: 301, location: '/vsechny-hry' });
  });

  it('redirects the data request of a client navigation as it does the document (issue 21, finding 1)', async () => {
    expect(await answer('/vyherci.data')).toEqual({ status: 301, location: '/vitezove' });
    expect(await answer('/hry.data?_routes=root')).toEqual({ status: 301, location: '/vsechny-hry' });
  });

  it('applies the rules under /en too, to the page in English (issue 21, finding 3)', async () => {
    expect(await answer('/en/hry')).toEqual({ status: 301, location: '/en/vsechny-hry' });
    expect(await answer('/en/vyherci')).toEqual({ status: 301, location: '/en/vitezove' });
    expect(await answer('/en/poker')).toEqual({ status: 301, location: 'https://poker.example.com/' });
    expect(await answer('/en/tohle-neexistuje')).toEqual({ status: 404, message: 'Page Not Found: /en/tohle-neexistuje' });
  });

  it('follows an absolute rule only to a host of the allow-list', async () => {
    expect(await answer('/poker')).toEqual({ status: 301, location: 'https://poker.example.com/' });
    expect(await answer('/poker', { redirectHosts: [] })).toEqual({ status: 404, message: 'Page Not Found: /poker' });
    expect(await answer('/poker', { redirectHosts: ['example.com'] })).toEqual({ status: 404, message: 'Page Not Found: /poker' });
  });

  it('answers any other unknown address with a real 404 and the spec message', async () => {
    expect(await answer('/tohle-neexistuje')).toEqual({ status: 404, message: 'Page Not Found: /tohle-neexistuje' });
    expect(await answer('/foo/vyrobci')).toEqual({ status: 404, message: 'Page Not Found: /foo/vyrobci' });
    expect(await answer('/nahled/vsechny-hry')).toEqual({ status: 404, message: 'Page Not Found: /nahled/vsechny-hry' });
  });

  it('does not look rules up for writes', async () => {
    expect(await answer('/vyherci', {}, 'POST')).toEqual({ status: 404, message: 'Page Not Found: /vyherci' });
  });

  it('a platform that does not answer leaves the visitor a 404, not an error', async () => {
    const page = await pageRequestFor(`${ORIGIN}/vyherci`, demoPortalConfig('http://127.0.0.1:9'));
    expect(await routeRuleLocation('/vyherci', { page, routing: defaultRoutingConfig() })).toBeNull();
  });
});

describe('pageNotFound (the route-level check)', () => {
  it('throws a 404 with the message of part 1 §2', () => {
    try {
      pageNotFound('/vyrobci/nikdo');
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toMatchObject({ init: { status: 404 }, data: { message: 'Page Not Found: /vyrobci/nikdo' } });
    }
  });
});

describe('the routing configuration from the environment', () => {
  it('reads the allow-list and the root redirect', () => {
    expect(routingConfigFromEnv({ REDIRECT_HOSTS: ' a.example , b.example:8443,', ROOT_REDIRECT: '/kasino-zive' })).toEqual({
      redirectHosts: ['a.example', 'b.example:8443'],
      rootRedirect: '/kasino-zive',
    });
    expect(routingConfigFromEnv({})).toEqual({});
  });
});
