// A page's script that no longer exists (issue 21, finding 5; part 2 §2: a chunk-load error shows
// the error page CHUNK-ERROR with errors.page.update-message, then goes to the site's origin after
// 10 s). A deploy replaces the build while a visitor's page is open: here a copy of the build with
// the providers page's route module deleted, served by a portal of its own. A client navigation
// from the lobby to /vyrobci must show the CHUNK-ERROR page (React Router's own handling reloads
// the page the visitor was on, silently), before the browser runtime has started and after, and
// the page goes to the origin once its 10 s are up, not before.
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_ERROR_REDIRECT_MS } from '@casino/core';
import { PAGE_MODULES } from '../src/page-modules.ts';
import { ChunkErrorModel } from './models/chunk-error.model.ts';
import { withConsentChosen } from './support/consent-chosen.ts';
import { launchChromium } from './support/chromium.ts';
import { SMOKE_SEED, startServers, type SmokeServers } from './support/servers.ts';
import { SCREENSHOTS, VIEWPORTS } from './support/smoke-session.ts';
import { stepLog, type StepLog } from './support/step-log.ts';

const BUILD = fileURLToPath(new URL('../build/', import.meta.url));
const ROOT_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));
const [DESKTOP, PHONE] = VIEWPORTS;

let copy: string;
let servers: SmokeServers;
let deleted: string;

/** The built route module of a route: its source's name with the build's hash (`providers-page-C4uFopi_.js`). */
const routeModuleFile = (assets: string, routeName: keyof typeof PAGE_MODULES): string => {
  const source =
    PAGE_MODULES[routeName]
      .split('/')
      .at(-1)
      ?.replace(/\.tsx$/, '') ?? '';
  const files = readdirSync(assets).filter((file) => new RegExp(`^${source}-[\\w-]+\\.js$`).test(file));
  if (files.length !== 1) throw new Error(`not one route module of ${routeName} in ${assets}: ${files.join(', ')}`);
  return files[0] ?? '';
};

beforeAll(async () => {
  // A copy of the build, beside the repository's modules (the server build imports them by name).
  copy = mkdtempSync(join(tmpdir(), 'casino-chunk-error-'));
  cpSync(BUILD, join(copy, 'build'), { recursive: true });
  symlinkSync(ROOT_MODULES, join(copy, 'node_modules'), 'dir');
  // The file and its precompressed copies: the deploy left none of them.
  const assets = join(copy, 'build', 'client', 'assets');
  const file = routeModuleFile(assets, 'preview-providers');
  for (const each of readdirSync(assets).filter((name) => name === file || name.startsWith(`${file}.`))) rmSync(join(assets, each));
  deleted = `/assets/${file}`;
  servers = await startServers({ seed: SMOKE_SEED, size: 300 }, { buildDir: join(copy, 'build') });
});

afterAll(async () => {
  await servers?.close();
  if (copy !== undefined) rmSync(copy, { recursive: true, force: true });
});

/** Closing a browser takes a second or two; past this, it is not answering. */
const CLOSE_MS = 30_000;

/**
 * A visit in a Chromium of its own, closed whole afterwards. Closing only its context hung in CI
 * (five clean runs of eight, either test): every step had passed, the origin's page had loaded, and
 * Chromium never answered the context's disposal (Target.disposeBrowserContext, a hang others have
 * met too). A browser's close ends its process.
 */
const visit = async (viewport: { width: number; height: number }, run: (I: ChunkErrorModel, log: StepLog) => Promise<void>) => {
  const log = stepLog();
  const browser = await launchChromium();
  let failure: unknown;
  try {
    const context = await browser.newContext({ viewport });
    context.setDefaultTimeout(60_000);
    await withConsentChosen(context, servers.portal.origin);
    await run(new ChunkErrorModel(await context.newPage(), servers.portal.origin), log);
  } catch (error) {
    failure = error;
  }
  // A close that hangs must not hide why the test failed: the test's failure comes first.
  try {
    await log.step('close the browser', () => browser.close(), CLOSE_MS);
  } catch (closeFailure) {
    if (failure === undefined) throw closeFailure;
    console.error(closeFailure);
  }
  if (failure !== undefined) throw failure;
};

describe('a page whose script the new build removed', () => {
  it('the copy really lacks it', async () => {
    expect((await fetch(new URL(deleted, servers.portal.origin))).status).toBe(404);
  });

  it.each([
    {
      when: 'before the browser runtime has started',
      viewport: DESKTOP,
      home: '/',
      target: '/vyrobci',
      startRuntime: false,
      heading: 'Web jsme aktualizovali',
      message: 'Vyšla nová verze webu. Za chvíli vás přesměrujeme na úvodní stránku.',
    },
    {
      when: 'once the browser runtime runs',
      viewport: DESKTOP,
      home: '/en',
      target: '/en/vyrobci',
      startRuntime: true,
      heading: "We've updated the site",
      message: "A new version of the site is out. We'll take you to the homepage in a moment.",
    },
  ])(
    '$when: a client navigation to it shows the CHUNK-ERROR page, then goes to the origin after 10 s',
    async ({ viewport, home, target, startRuntime, heading, message }) => {
      await visit(viewport, async (I, { step }) => {
        await step(`open ${home}`, () => I.open(home));
        if (startRuntime) await step('start the runtime', () => I.waitForRuntime());
        const loads = I.noteDocumentLoads();
        const updatePageShownAt = await I.noteUpdatePageShown();
        await step(`follow the link to ${target}`, () => I.followLink(target));
        // The page the visitor was on reloaded (React Router's own handling) or the update page: whichever comes first.
        await step('see the update page or a reload', () =>
          expect.poll(async () => (await I.seesChunkErrorPage()) || loads().length > 0, { timeout: 30_000 }).toBe(true),
        );
        expect(loads()).toEqual([]);
        const shownAt = await updatePageShownAt();
        expect(shownAt).not.toBeNull();
        expect(await step('read the update page', () => I.updatePage())).toEqual({ status: 'CHUNK-ERROR', heading, message, inChrome: true });
        expect(await step('axe', () => I.accessibilityViolations())).toEqual([]);
        // How it looks at both sizes (the page is the same at either; the phone's chrome is its own).
        const name = startRuntime ? 'en' : 'cs';
        await step('screenshot on the desktop', () => I.screenshot(`${SCREENSHOTS}chunk-error-${name}-desktop.png`));
        await step('phone size', () => I.page.setViewportSize(PHONE));
        await step('screenshot on the phone', () => I.screenshot(`${SCREENSHOTS}chunk-error-${name}-phone.png`));
        // Then the site's origin, once the 10 s are up.
        await step('wait for the origin', () => expect.poll(() => loads().length, { timeout: CHUNK_ERROR_REDIRECT_MS + 30_000 }).toBeGreaterThan(0));
        expect(loads()).toEqual([new URL('/', servers.portal.origin).href]);
        // The load is noted when its request goes out, once the page's timer fired; the page's note of
        // its showing may come just after the timer's start (an effect React runs in the commit's task).
        expect(Date.now() - (shownAt ?? Number.NaN)).toBeGreaterThanOrEqual(CHUNK_ERROR_REDIRECT_MS - 100);
        // And the origin's page is there.
        await step("the origin's page loads", () => I.page.waitForURL(new URL('/', servers.portal.origin).href, { waitUntil: 'load' }));
        expect(await step("read the origin's page", () => I.seesChunkErrorPage())).toBe(false);
      });
    },
  );
});
