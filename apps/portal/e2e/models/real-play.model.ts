// A player's game as they meet it (issue 23): real money in a frame with a launch URL that carries
// the player and a one-use token, which stays out of the page's address, its storage and the frame's
// Referer; a token the gateway refuses ends in the spec's words; and the messages that wait for a
// player at a demo game's start, one dialog at a time, then the bonus the game was opened with.
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

  /** The message dialog open over the game (waits for one): its kind, heading and words. */
  async seeMessageDialog(): Promise<{ readonly kind: string; readonly heading: string; readonly text: string }> {
    const dialog = this.page.locator('dialog[open].casino-message-dialog');
    await dialog.waitFor({ state: 'visible' });
    return {
      kind: (await dialog.getAttribute('data-player-message')) ?? ((await dialog.getAttribute('data-bonus-details')) === null ? '' : 'bonus-details'),
      heading: ((await dialog.locator('h2').textContent()) ?? '').trim(),
      text: ((await dialog.locator('.casino-message-dialog__body').textContent()) ?? '').trim(),
    };
  }

  /**
   * Answers the open message dialog by the keyboard (its one button holds the focus) and says whether
   * another was open at once after it: the next message must wait its second.
   */
  async answerMessageDialog(): Promise<{ readonly nextAtOnce: boolean }> {
    const answered = await this.page.locator('dialog[open].casino-message-dialog').elementHandle();
    await this.page.keyboard.press('Enter');
    // This dialog (a next one may open in its place): a removed element counts as hidden.
    await answered?.waitForElementState('hidden');
    return { nextAtOnce: await this.page.evaluate(() => document.querySelector('dialog[open].casino-message-dialog') !== null) };
  }

  /** No message dialog is open. */
  async seeNoMessageDialog(): Promise<void> {
    await this.page.locator('dialog[open].casino-message-dialog').waitFor({ state: 'detached' });
  }

  async seeSnackbar(text: string): Promise<void> {
    await this.page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
  }
}
