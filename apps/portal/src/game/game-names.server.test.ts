// The game names route's answer against the demo platform's content API: the names of the known
// codes, in the order asked, a code no game has left out; nothing asked, nothing fetched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { demoPortalConfig } from '../runtime/portal-config.ts';
import { pageRequestFor } from '../request-context.testing.ts';
import { loadGameNames } from './game-names.server.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: 11, size: 300 });
}, 60_000);
afterAll(() => platform?.close());

describe('the game names', () => {
  it('names the known codes in the order asked and leaves out a code no game has', async () => {
    const page = await pageRequestFor('http://portal.test/hry/nazvy.json', demoPortalConfig(platform.origin));
    const [first, second] = platform.world.games;
    const codes = [second!.gameCode, 'no-such-game', first!.gameCode];
    expect(await loadGameNames(page, codes)).toEqual({
      games: [
        { code: second!.gameCode, name: second!.name },
        { code: first!.gameCode, name: first!.name },
      ],
    });
    expect(await loadGameNames(page, [])).toEqual({ games: [] });
  });
});
