// Debian's Chromium, the only browser on these machines, with the flags every headless
// run here needs: Storybook's browser tests, the portal's e2e and its perf script share them.
export const CHROMIUM_PATH = process.env['CHROME_PATH'] || '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
