// The chat in Chromium (issue 23, part 2 §4 and §9; the third-party scripts of Mini-frontends): a
// visitor's page carries no chat script until the chat button is pressed; a script that does not
// load says errors.yellow-ai-failed-to-load's words, and its Try again loads it; the provider's
// window then opens anonymous, answers, closes by Escape with the focus back on the button. The
// page's Trusted Types policy admitted only the configured platform and chat scripts, and refuses a
// foreign script or a policy of the page's own. A logged-in player's chat is authenticated from the
// login (client type casino, platform download, system id 765) and the button's badge counts the
// provider's unread messages and the agent's new one until the window opens. axe with the window
// open, at both sizes. The marketing service's global object (window.casinoMarketing) holds a
// logged-in player's id, language and hashed contacts (the user event's hashes) when the marketing
// group is granted, frozen; a visitor has none, and the logout removes it. A press on the chat
// button made as a slow phone's page starts is answered once the header has hydrated.
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_CLIENT_TYPE, CHAT_PLATFORM, CHAT_SYSTEM_ID, CHAT_WIDGET_SCRIPT_PATH } from '@casino/core';
import { PlayerChatModel } from './models/player-chat.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(PlayerChatModel);
const [DESKTOP, PHONE] = VIEWPORTS;
const CONSTANTS = { clientType: CHAT_CLIENT_TYPE, platform: CHAT_PLATFORM, systemId: CHAT_SYSTEM_ID };

afterEach(() => smoke.servers.platform.faults.clear());

describe('the chat', () => {
  it('a visitor on a desktop: no chat script before the click; a failed script says so and Try again opens the anonymous chat; only the configured scripts load; axe', async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      await I.recordChatInits();
      await I.open('/');
      await I.waitForRuntime();
      expect(await I.chatScriptLoaded()).toBe(false);
      expect(await I.marketingObject()).toBeNull();

      smoke.servers.platform.faults.add({ path: CHAT_WIDGET_SCRIPT_PATH, status: 503 });
      await I.chatButton().click();
      await I.seeSnackbar('Chat se nepodařilo spustit.');
      expect(await I.chatButton().getAttribute('aria-expanded')).toBe('false');
      smoke.servers.platform.faults.clear();
      await I.pressSnackbarAction('Chat se nepodařilo spustit.', 'Zkusit znovu');
      await I.chatWindow().waitFor({ state: 'visible', timeout: 30_000 });
      // Opened from the snackbar: the button shows it open; Escape below gives the focus back where it was.
      // The script never ran for the first click: the bot's first initialisation is Try again's.
      expect(await I.chatInits()).toEqual([{ reason: 'icon-click', session: 'anonymous', hasToken: false, ...CONSTANTS }]);
      expect(await I.chatMessages()).toEqual(['Asistent: Dobrý den, jsem virtuální asistent. S čím vám mohu pomoci?']);
      expect(await I.writeToChat('Kde najdu bonus?')).toMatch(/^Asistent: Bonusy a akce najdete v sekci Promo/);
      expect(await I.accessibilityViolations('main')).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-chat-visitor-desktop.png`);
      await I.page.keyboard.press('Escape');
      await I.chatWindow().waitFor({ state: 'hidden' });

      // Third-party scripts: exactly the configured platform and chat scripts, under the one policy.
      const platform = smoke.servers.platform.origin;
      expect((await I.thirdPartyScripts()).sort()).toEqual([platform + CHAT_WIDGET_SCRIPT_PATH, `${platform}/platform/platform.js`]);
      expect(await I.addForeignScript('https://scripts.evil.test/x.js')).toBe('TypeError');
      expect(await I.addForeignScript(`${platform}/chat/widget.js?again`)).toBe('TypeError');
      // Nor can the page make a policy of its own: the CSP allows the portal's names once, and no other.
      expect(await I.makeScriptUrlPolicy('casino-script-url')).toBe('TypeError');
      expect(await I.makeScriptUrlPolicy('mine')).toBe('TypeError');

      // Open again from the button, by the keyboard: the focus returns to it on Escape.
      await I.chatButton().focus();
      await I.page.keyboard.press('Enter');
      await I.chatWindow().waitFor({ state: 'visible' });
      await I.closeChatByEscape();
    });
  });

  it('a visitor on a slow phone presses the chat button as the page starts, before its scripts have run: the anonymous chat opens', async () => {
    await smoke.withPage(PHONE, async (I, problems) => {
      await I.recordChatInits();
      await I.openAsItStarts('/');
      await I.chatButton().click();
      await I.chatWindow().waitFor({ state: 'visible', timeout: 30_000 });
      // The press starts the machine and clicks at once: the provider is initialised once, for the click.
      expect((await I.chatInits()).map((init) => init.reason)).toEqual(['icon-click']);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it('a player on a phone: authenticated from the login, the badge counts the unread and the agent’s new message, opening clears it; axe; the marketing object until the logout', async () => {
    await smoke.withPage(
      PHONE,
      async (I) => {
        await I.recordChatInits();
        await I.logInAs('demo', 'demo');
        // The provider's two unread messages, then the agent's a few seconds after the bot connects.
        await I.seeUnread(2);
        await I.screenshot(`${SCREENSHOTS}player-chat-badge-phone.png`);
        await I.seeUnread(3);
        expect(await I.chatButton().textContent()).toContain('3 nepřečtené zprávy');
        expect(await I.chatInits()).toEqual([{ reason: 'page-refresh', session: 'authenticated', hasToken: true, ...CONSTANTS }]);

        await I.openChat();
        await I.seeUnread(0);
        expect(await I.chatMessages()).toEqual([
          'Asistent: Dobrý den, jste přihlášeni. S čím vám mohu pomoci?',
          'Operátor: Dobrý den, máte u nás nepřečtenou zprávu o svém bonusu.',
        ]);
        expect(await I.accessibilityViolations('main')).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}player-chat-open-phone.png`);
        await I.closeChatByEscape();

        // The marketing object: the player's, with the user event's hashes, frozen; gone after the logout.
        const user = await I.playerUserEvent();
        expect(await I.marketingObject()).toEqual({
          value: {
            customer_ids: { userId: user['user_id'] },
            language: expect.anything(),
            email_sha256: user['email_sha256'],
            phone_sha256: user['phone_sha256'],
          },
          frozen: true,
        });
        expect(user['email_sha256']).toMatch(/^[0-9a-f]{64}$/);
        await I.logOut();
        await I.seeVisitorHeader();
        await expect.poll(() => I.marketingObject()).toBeNull();
      },
      { cookies: { cookie_consent: 'statistics,marketing' } },
    );
  });
});
