// Issue 21, finding 1, at the loaders: the data request of a client navigation (`/x.data`) is
// answered as the document request of `/x` is. The redirect helper's target and the language
// switch's Location never carry `.data` (React Router adds it again for the next data request).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { localeSwitchRedirect } from '../i18n/request-locale.ts';
import { pageRequestFor, routerContextFor } from '../request-context.testing.ts';
import { demoPortalConfig } from '../runtime/portal-config.ts';
import { loader as redirectLoader } from '../routes/site/redirect-route.tsx';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: 11, size: 300 });
}, 60_000);
afterAll(() => platform?.close());

const ORIGIN = 'http://portal.test';

/** Runs a loader as React Router would for `path`, and returns the redirect it throws or returns. */
const redirectOf = async (loader: (args: never) => unknown, path: string) => {
  const request = new Request(`${ORIGIN}${path}`);
  const context = await routerContextFor(request, demoPortalConfig(platform.origin));
  try {
    const result = await loader({ request, context, params: {} } as never);
    return result instanceof Response ? { status: result.status, location: result.headers.get('Location') } : null;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') };
    throw thrown;
  }
};

describe('a data request', () => {
  it('of the winners redirect goes where its document goes', async () => {
    const document = await redirectOf(redirectLoader, '/vyhry');
    expect(document?.status).toBe(302);
    expect(await redirectOf(redirectLoader, '/vyhry.data?_routes=routes%2Fsite%2Fredirect-route')).toEqual(document);
    expect(await redirectOf(redirectLoader, '/en/vyhry.data')).toEqual(await redirectOf(redirectLoader, '/en/vyhry'));
  });

  it('of a language switch goes to the page in that language, not to its .data (the root loader switches on the page address)', async () => {
    const switched = async (path: string) => localeSwitchRedirect((await pageRequestFor(`${ORIGIN}${path}`, demoPortalConfig(platform.origin))).url)?.location;
    expect(await switched('/vsechny-hry.data?lang=en')).toBe('/en/vsechny-hry');
    expect(await switched('/en/_.data?lang=cs&_routes=root')).toBe('/');
  });
});
