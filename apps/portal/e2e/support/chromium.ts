// Debian's Chromium through playwright-core (never a downloaded browser). Playwright gives
// every launch a fresh profile of its own.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../../tests/setup/chromium.ts';

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
