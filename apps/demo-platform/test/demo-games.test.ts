// Demo game pages: demo mode for anyone, real mode only with a play token of the logged-in player;
// real-mode spins settle against the player's balance and show up in the history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, GatewayPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';
import { miniWorld } from './fixtures/mini-world.ts';
import { createCookieClient, loginAs } from './support/http-client.ts';

let platform: DemoPlatform;
// Every spin lands on 7-7-7: the test knows the outcome.
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld(), random: () => 0 });
});
afterAll(() => platform.close());

const page = async (path: string) => {
  const response = await fetch(`${platform.origin}${path}`);
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') };
};

/** Fills a launch URL template of the world like the portal's launch rule does. */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));

describe('demo game pages', () => {
  it('serve a playable slot in demo mode from the provider launch template', async () => {
    const template = platform.world.providerLaunch['prov-a']?.launchUrlDemo ?? '';
    const demo = await page(fill(template, { gameCode: 'book-of-kings', languageCode: 'cs', clientPlatform: 'web' }));
    expect(demo.status).toBe(200);
    expect(demo.type).toMatch(/text\/html/);
    expect(demo.html).toContain('Kniha Králů');
    expect(demo.html).toContain('data-mode="demo"');
    expect(demo.html.match(/class="reel"/g)).toHaveLength(3);
    expect(demo.html).toContain('id="spin"');
    expect(demo.html).toContain('"balance":1000');
  });

  it('answer 404 for an unknown game and an error page for real mode without a valid token', async () => {
    expect((await page(`${BasePath.demoGames}/no-such-game?mode=demo`)).status).toBe(404);
    const noToken = await page(`${BasePath.demoGames}/book-of-kings?mode=real`);
    expect(noToken.status).toBe(401);
    expect(noToken.html).toContain('<html lang="cs">');
    expect(noToken.html).toContain('<h1>Neplatná herní relace</h1>');
    // In the launch URL's language: the English portal fills {languageCode} with en.
    const english = await page(`${BasePath.demoGames}/book-of-kings?mode=real&lang=en`);
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<h1>Invalid game session</h1>');
    expect((await page(`${BasePath.demoGames}/book-of-kings?mode=real&token=forged`)).status).toBe(401);
  });

  it('serve real mode with a play token of the logged-in player and settle spins on the balance', async () => {
    const client = createCookieClient(platform.origin);
    await loginAs(client, 'demo');
    const token = await client.json<{ sessionToken: { sessionToken: string } }>(`${BasePath.gateway}${GatewayPath.playToken}?purpose=play`);
    const playToken = token.body.sessionToken.sessionToken;
    const template = platform.world.providerLaunch['prov-a']?.launchUrl ?? '';
    const real = await page(fill(template, { gameCode: 'book-of-kings', languageCode: 'cs', clientPlatform: 'web', tempToken: playToken }));
    expect(real.status).toBe(200);
    expect(real.html).toContain('data-mode="real"');
    expect(real.html).toContain('"balance":1500');
    // The page spins with its own token; the launch token is spent.
    const roundToken = /"token":"([^"]+)"/.exec(real.html)?.[1] ?? '';
    expect(roundToken).not.toBe(playToken);

    const spin = await fetch(`${platform.origin}${BasePath.demoGames}/book-of-kings/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: roundToken, bet: 2 }),
    });
    expect(await spin.json()).toEqual({ reels: ['7', '7', '7'], win: 100, balance: 1598 });
    const balances = await client.json<{ balances: { amount: number }[] }>(`${BasePath.gateway}${GatewayPath.balances}`);
    expect(balances.body.balances[0]?.amount).toBe(1598);
    const results = await client.post<{ results: { gameType: string; win: number }[] }>(`${BasePath.gateway}${GatewayPath.gameResults}`, {
      page: 1,
      max: 1,
      order: 'desc',
    });
    expect(results.body.results[0]).toMatchObject({ gameType: 'book-of-kings', win: 100 });

    const badBet = await fetch(`${platform.origin}${BasePath.demoGames}/book-of-kings/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: roundToken, bet: 3 }),
    });
    expect(badBet.status).toBe(400);
    const noSession = await fetch(`${platform.origin}${BasePath.demoGames}/book-of-kings/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bet: 1 }),
    });
    expect(noSession.status).toBe(401);
  });
});
