// The my-account panel with the real runtime against the demo platform, the mini-frontend's side of
// the window events played by the test: fetched at the first opening only, opened with the chrome's
// show, redrawn only while open, the known actions handed back (another script's unknown ones
// ignored), and a panel that does not load is the snackbar with Try again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { MiniFrontendName, MyAccountEvent, type MyAccountActionKey, type MyAccountShow } from '@casino/core';
import { snackbar } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { SystemId } from '../root/system-ids.ts';
import { openBrowser, startSystem, useDemoPlatform } from '../testing/runtime-harness.ts';
import { createMyAccountPanel } from './my-account-panel.ts';

const builds = `${mkdtempSync(join(tmpdir(), 'my-account-panel-'))}/`;
mkdirSync(join(builds, MiniFrontendName.myAccount, 'dist'), { recursive: true });
writeFileSync(
  join(builds, MiniFrontendName.myAccount, 'dist', 'manifest.json'),
  JSON.stringify({ name: MiniFrontendName.myAccount, entry: 'my-account.abc.js', integrity: 'sha384-AbC=', css: [] }),
);
afterAll(() => rmSync(builds, { recursive: true, force: true }));

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started), { miniFrontendsDir: builds });

const SHOW: MyAccountShow = {
  lang: 'cs',
  words: { title: 'Můj účet', close: 'Zavřít', actions: 'Akce účtu' },
  name: 'demo',
  facts: [{ key: 'balance', label: 'Zůstatek', value: '100 Kč' }],
  actions: [{ key: 'deposit', label: 'Vklad', href: 'https://platform.example/deposit', handled: true }],
};

describe('the my-account panel against the demo platform', () => {
  it('fetches the panel at the first opening, opens it, redraws only while open and hands back the known actions', { timeout: 30_000 }, async () => {
    const browser = await openBrowser(platform);
    const system = startSystem(browser);
    const panel = createMyAccountPanel(browser.runtime, system);
    const actions: MyAccountActionKey[] = [];
    const stop = panel.start((key) => actions.push(key));
    const sent = () => browser.env.dispatched.filter((event) => event.type === MyAccountEvent.show).map((event) => event.detail);

    panel.update(SHOW);
    expect(sent()).toEqual([]);
    expect(browser.env.loadedScripts).toEqual([]);

    await panel.open(SHOW);
    expect(browser.env.loadedScripts.map((url) => new URL(url).pathname)).toEqual([`/fe/${MiniFrontendName.myAccount}/my-account.abc.js`]);
    expect(sent()).toEqual([SHOW]);
    const richer = { ...SHOW, facts: [{ key: 'balance', label: 'Zůstatek', value: '90 Kč' }] };
    panel.update(richer);
    expect(sent()).toEqual([SHOW, richer]);

    browser.env.fire(new CustomEvent(MyAccountEvent.action, { detail: 'deposit' }));
    browser.env.fire(new CustomEvent(MyAccountEvent.action, { detail: 'format-disk' }));
    browser.env.fire(new CustomEvent(MyAccountEvent.closed, { detail: null }));
    panel.update(SHOW);
    expect(sent()).toHaveLength(2);
    expect(actions).toEqual(['deposit']);

    // Opened again: the files are not fetched twice.
    await panel.open(SHOW);
    expect(browser.env.loadedScripts).toHaveLength(1);
    stop();
    browser.env.fire(new CustomEvent(MyAccountEvent.action, { detail: 'logout' }));
    expect(actions).toEqual(['deposit']);
    system.stop();
  });

  it('a panel that does not load shows errors.failed-to-load-my-account with Try again, and nothing opens', { timeout: 30_000 }, async () => {
    const browser = await openBrowser(platform, { config: { prematchEndpoint: `${platform.origin}/elsewhere` } });
    const system = startSystem(browser);
    await createMyAccountPanel(browser.runtime, system).open(SHOW);
    const shown = await waitFor(system.get(SystemId.snackbar), (state) => !snackbar.connect(state).isEmpty);
    expect(snackbar.connect(shown).messages).toEqual([
      expect.objectContaining({ title: 'errors.failed-to-load-my-account', actionText: 'general.try-again', hasAction: true }),
    ]);
    expect(browser.env.dispatched.filter((event) => event.type === MyAccountEvent.show)).toEqual([]);
    system.stop();
  });
});
