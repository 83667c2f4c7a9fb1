// Real-money play as a logged-in player meets it (issue 23): the game's frame with a launch URL that
// carries the player and a one-use token, which stays out of the page's address, its storage and
// the frame's Referer; a token the gateway refuses ends in the spec's words.
import { expect } from 'vitest';
import { PlayerLoginModel } from './player-login.model.ts';

export class RealPlayModel extends PlayerLoginModel {
  private readonly frameReferers: string[] = [];

  constructor(...args: ConstructorParameters<typeof PlayerLoginModel>) {
    super(...args);
    this.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/demo-games/')) this.frameReferers.push(request.headers()['referer'] ?? '');
    });
  }

  /** The real-money frame's launch URL once the platform's game page shows the game. */
  async seeRealGame(gameCode: string, name: string): Promise<URL> {
    const frame = this.page.locator('iframe.casino-game-play__frame');
    await frame.waitFor({ state: 'visible', timeout: 30_000 });
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.pathname).toBe(`/demo-games/${gameCode}`);
    expect(src.searchParams.get('mode')).toBe('real');
    // The platform accepted the token: its game page, not its refusal.
    await this.page.frameLocator('iframe.casino-game-play__frame').getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' });
    return src;
  }

  /** Where the token could leak from the page: its address, web storage, the frame's Referer. */
  async placesHolding(token: string): Promise<string[]> {
    const places: string[] = [];
    if (this.page.url().includes(token)) places.push('address');
    const storage = await this.page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    if (storage.includes(token)) places.push('web storage');
    if (this.frameReferers.some((referer) => referer.includes(token) || new URL(referer).pathname !== '/')) places.push('referer');
    return places;
  }

  async seeSnackbar(text: string): Promise<void> {
    await this.page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
  }
}
