// A logged-in player's chrome as a person uses it (issue 23): the header's Deposit and account
// links, the old my-account modal over the page (a frame of the operator's pages), the regulatory
// timer and the panic button with its confirmation in the submenu. Logging in is the login model's.
import { BasePath, GatewayPath, panicStepEvent } from '@casino/core';
import { PlayerLoginModel } from './player-login.model.ts';
import type { HeldRequests } from './portal-page.model.ts';

export interface AccountLinksSeen {
  readonly deposit: string;
  readonly account: string;
  readonly logout: boolean;
}

export interface MyAccountSeen {
  readonly page: string;
  readonly name: string;
  readonly src: string;
  /** The frame's width on screen. */
  readonly width: number;
  /** The focus is inside the modal dialog. */
  readonly focusInside: boolean;
  readonly modal: boolean;
  /** The player's name as the frame's page shows it. */
  readonly frameUsername: string;
  /** The frame's page: its language and heading. */
  readonly frameLang: string;
  readonly frameTitle: string;
}

export interface PanicSeen {
  readonly name: string;
  readonly focused: string | null;
  readonly error: string | null;
}

export class PlayerChromeModel extends PlayerLoginModel {
  /** Logs `username` in at the platform (as another tab would) and opens `path` as that player, once the header is theirs. */
  async openAsPlayer(path: string, username = 'demo'): Promise<void> {
    await this.logInAs(username, 'demo', path);
    await this.page.locator('header [data-deposit-link]').waitFor({ state: 'visible' });
  }

  async accountLinks(): Promise<AccountLinksSeen> {
    const header = this.page.locator('header');
    return {
      deposit: (await header.locator('[data-deposit-link]').getAttribute('href')) ?? '',
      account: (await header.locator('[data-account-link]').getAttribute('href')) ?? '',
      logout: (await header.locator('[data-logout-button]').count()) === 1,
    };
  }

  async deposit(): Promise<void> {
    await this.page.locator('header [data-deposit-link]').click();
  }

  /** The account button opens the my-account panel; its Account overview opens the dashboard. */
  async account(): Promise<void> {
    await this.page.locator('header [data-account-link]').click();
    await this.page.locator('dialog[data-my-account-panel] [data-my-account-action="dashboard"]').click();
  }

  /** The open my-account modal and the page in its frame (waits for both). */
  async myAccount(): Promise<MyAccountSeen> {
    const dialog = this.page.locator('dialog[data-my-account]');
    await dialog.waitFor({ state: 'visible' });
    const frame = this.page.frameLocator('dialog[data-my-account] iframe');
    const frameUsername = ((await frame.locator('[data-account-username]').textContent()) ?? '').trim();
    const frameLang = (await frame.locator('html').getAttribute('lang')) ?? '';
    const frameTitle = ((await frame.locator('h1').textContent()) ?? '').trim();
    return {
      ...(await dialog.evaluate((element: HTMLDialogElement) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const frame = element.querySelector('iframe');
        return {
          page: element.dataset['myAccount'] ?? '',
          name: (labelledBy === null ? '' : (document.getElementById(labelledBy)?.textContent ?? '')).trim(),
          src: frame?.src ?? '',
          width: Math.round(frame?.getBoundingClientRect().width ?? 0),
          focusInside: element.contains(document.activeElement),
          modal: element.matches(':modal'),
        };
      })),
      frameUsername,
      frameLang,
      frameTitle,
    };
  }

  /** A close-modal message from this page's own origin (any script of it could post one): not the frame's. */
  async postCloseFromPortalOrigin(): Promise<void> {
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          // Listening after the portal did, this hears both once the portal has; then a frame for React.
          let heard = 0;
          window.addEventListener('message', () => {
            heard += 1;
            if (heard === 2) requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          });
          window.postMessage('close-modal', '*');
          window.postMessage({ type: 'close-modal' }, '*');
        }),
    );
  }

  /** The frame's own Close button: it posts close-modal to the portal's origin. */
  async closeFromFrame(): Promise<void> {
    await this.page.frameLocator('dialog[data-my-account] iframe').locator('[data-account-close]').click();
  }

  /** The frame's own Back link: framed, it closes the modal as Close does. */
  async backFromFrame(): Promise<void> {
    await this.page.frameLocator('dialog[data-my-account] iframe').locator('[data-account-back]').click();
  }

  async seeMyAccountClosed(): Promise<void> {
    await this.page.locator('dialog[data-my-account]').waitFor({ state: 'detached' });
  }

  async myAccountOpen(): Promise<boolean> {
    return (await this.page.locator('dialog[data-my-account]').count()) === 1;
  }

  /** What has the focus: a data attribute's name of the element, or its tag. */
  async focused(): Promise<string | null> {
    return this.page.evaluate(() => {
      const element = document.activeElement;
      if (element === null) return null;
      return element.getAttributeNames().find((name) => name.startsWith('data-')) ?? element.localName;
    });
  }

  /** The game-mode page a touch device went to, and where its Back link leads. */
  async accountPageAway(): Promise<{ readonly url: string; readonly page: string; readonly back: string | null }> {
    const main = this.page.locator('main[data-account-page]');
    await main.waitFor({ state: 'visible' });
    return {
      url: this.page.url(),
      page: (await main.getAttribute('data-account-page')) ?? '',
      back: await this.page.locator('[data-account-back]').getAttribute('href'),
    };
  }

  async goBackFromAccountPage(): Promise<void> {
    await this.page.locator('[data-account-back]').click();
    await this.page.waitForLoadState('networkidle');
  }

  /** The submenu's timer text (waits for it), or null when `wait` is false and it is not shown. */
  async timer(wait = true): Promise<string | null> {
    const time = this.page.locator('[data-player-tools] [data-regulatory-time]');
    if (!wait && (await time.count()) === 0) return null;
    await time.waitFor({ state: 'visible' });
    return ((await time.textContent()) ?? '').trim();
  }

  /** The gateway's first-login time of this player, as the page's own session reads it. */
  async firstLoginTimestamp(platformOrigin: string): Promise<string> {
    return this.page.evaluate(async (url) => {
      const answer = await fetch(url, { credentials: 'include' });
      return ((await answer.json()) as { firstLoginTimestampZoned: string }).firstLoginTimestampZoned;
    }, `${platformOrigin}${BasePath.gateway}${GatewayPath.clientOverview}`);
  }

  private panicButton() {
    return this.page.locator('[data-player-tools] [data-panic-button]');
  }

  async seePanicButton(): Promise<void> {
    await this.panicButton().waitFor({ state: 'visible' });
  }

  async clickPanic(): Promise<void> {
    await this.panicButton().click();
  }

  /** Presses the pointer on the panic button and keeps it down. */
  async pressPanic(): Promise<void> {
    const box = await this.panicButton().boundingBox();
    if (box === null) throw new Error('the panic button is not on screen');
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.down();
  }

  async releasePointer(): Promise<void> {
    await this.page.mouse.up();
  }

  /**
   * Puts a finger on the panic button and keeps it there, as a phone's touch screen reports it (the
   * browser's own touch events, where a long press could turn into a context menu or a cancel).
   * Returns the lift.
   */
  async touchAndHoldPanic(): Promise<{ readonly lift: () => Promise<void> }> {
    const box = await this.panicButton().boundingBox();
    if (box === null) throw new Error('the panic button is not on screen');
    const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const touch = await this.page.context().newCDPSession(this.page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
    return {
      lift: async () => {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await touch.detach();
      },
    };
  }

  /** Focuses the panic button and holds Space down. */
  async holdSpaceOnPanic(): Promise<void> {
    await this.panicButton().focus();
    await this.page.keyboard.down(' ');
  }

  async releaseSpace(): Promise<void> {
    await this.page.keyboard.up(' ');
  }

  /** Whether the button shows the hold's progress (its bar fills while held). */
  async panicProgress(): Promise<{ readonly holding: boolean; readonly animation: string }> {
    return this.panicButton().evaluate((button) => ({
      holding: button.hasAttribute('data-holding'),
      animation: getComputedStyle(button.querySelector('[data-panic-progress]')!).animationName,
    }));
  }

  async panicConfirmationOpen(): Promise<boolean> {
    return (await this.page.locator('dialog[data-panic-confirmation]').count()) === 1;
  }

  async panicConfirmation(): Promise<PanicSeen> {
    const dialog = this.page.locator('dialog[data-panic-confirmation]');
    await dialog.waitFor({ state: 'visible' });
    return dialog.evaluate((element: HTMLDialogElement) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      return {
        name: (labelledBy === null ? '' : (document.getElementById(labelledBy)?.textContent ?? '')).trim(),
        focused: document.activeElement?.getAttributeNames().find((name) => name.startsWith('data-')) ?? null,
        error: element.querySelector('[data-panic-error]')?.textContent?.trim() ?? null,
      };
    });
  }

  async panicError(): Promise<string> {
    const error = this.page.locator('dialog[data-panic-confirmation] [data-panic-error]');
    await error.waitFor({ state: 'visible' });
    return ((await error.textContent()) ?? '').trim();
  }

  async cancelPanic(): Promise<void> {
    await this.page.locator('dialog[data-panic-confirmation] [data-panic-cancel]').click();
    await this.page.locator('dialog[data-panic-confirmation]').waitFor({ state: 'detached' });
  }

  async confirmPanic(): Promise<void> {
    await this.page.locator('dialog[data-panic-confirmation] [data-panic-confirm]').click();
  }

  /** The panic steps the page pushed to the data layer, in order. */
  async panicSteps(): Promise<unknown[]> {
    return this.page.evaluate(
      (name) =>
        ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
          .filter((entry) => entry['event'] === name)
          .map((entry) => entry['step']),
      panicStepEvent('start').event,
    );
  }

  /** Holds the overview's answers (the block's follow-up read) until released. */
  async holdOverview(): Promise<HeldRequests> {
    return this.holdRequests(/\/pams\/api\/v2\/clientOverview/);
  }

  async waitForUrl(prefix: string): Promise<string> {
    await this.page.waitForURL((url) => url.href.startsWith(prefix));
    return this.page.url();
  }
}
