// Debian's Chromium through playwright-core (STACK.md: never a downloaded browser). Playwright gives
// every launch a fresh profile of its own.
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium', args: CHROMIUM_ARGS });
