// The marketing object against the demo platform: none for a visitor; once the demo player is
// logged in, their id, language and hashed contacts (computed here by Node's own crypto) when the
// marketing group is granted, none while it is not (and a choice on the page sets or removes it);
// gone after the logout.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { hashInputsOf, type ConsentGroup, type MarketingObject } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { SystemId } from '../root/system-ids.ts';
import { accountOf, openBrowser, startSystem, useDemoPlatform } from '../testing/runtime-harness.ts';
import { publishPlayerMarketing } from './player-marketing.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const sha256 = (text: string | null) => (text === null ? null : createHash('sha256').update(text).digest('hex'));

const session = async (consent: readonly ConsentGroup[] | null) => {
  const browser = await openBrowser(platform);
  const system = startSystem(browser);
  const auth = system.get(SystemId.auth);
  const published: Array<MarketingObject | null> = [];
  const marketing = publishPlayerMarketing(system, consent, (object) => published.push(object));
  auth.send({ type: 'auth.authenticate' });
  await waitFor(auth, (state) => state.matches('guest'));
  const logIn = async () => {
    auth.send({ type: 'auth.login', username: 'demo', password: accountOf(platform, 'demo').password, rememberMe: false });
    await waitFor(auth, (state) => state.matches('authenticated'));
    await expect.poll(() => auth.getSnapshot().children.playerData?.getSnapshot().context.info ?? null, { timeout: 10_000 }).not.toBeNull();
    return auth.getSnapshot().children.playerData!.getSnapshot().context.info!;
  };
  return { auth, published, marketing, logIn };
};

describe('the marketing object against the demo platform', () => {
  // Two logins' worth of calls: more than the default 5 s on a loaded machine.
  it(
    "holds nothing of a visitor, the logged-in player's id, language and hashes with marketing consent, and goes at the logout",
    { timeout: 20_000 },
    async () => {
      const { auth, published, marketing, logIn } = await session(['statistics', 'marketing']);
      expect(published).toEqual([]);
      const info = await logIn();
      await expect.poll(() => published.length, { timeout: 10_000 }).toBe(1);
      const inputs = hashInputsOf(info);
      expect(published[0]).toEqual({
        customer_ids: { userId: info.userId },
        language: info.language,
        email_sha256: sha256(inputs.email),
        phone_sha256: sha256(inputs.phone),
      });
      auth.send({ type: 'auth.logout' });
      await waitFor(auth, (state) => state.matches('guest'));
      await expect.poll(() => published.length).toBe(2);
      expect(published[1]).toBeNull();
      marketing.stop();
    },
  );

  it('sets none without marketing consent, and follows a choice made on the page', { timeout: 20_000 }, async () => {
    const { published, marketing, logIn } = await session(null);
    await logIn();
    // Hashing takes a moment: a later publication would be a mistake, so wait for the choice's.
    marketing.consentChanged(['marketing']);
    await expect.poll(() => published.length, { timeout: 10_000 }).toBe(1);
    expect(published[0]).toMatchObject({ customer_ids: { userId: expect.any(String) } });
    marketing.consentChanged(['statistics']);
    await expect.poll(() => published.length).toBe(2);
    expect(published[1]).toBeNull();
    marketing.stop();
  });
});
