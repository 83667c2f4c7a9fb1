// The 'storybook' test project: every story of apps/storybook rendered in real Chromium (Debian's,
// never a downloaded one) through @storybook/addon-vitest; play functions walk each machine and
// axe checks every story. The root vitest.workspace.ts lists this file as one of its projects.
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/setup/chromium.ts';

export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    root: fileURLToPath(new URL('.', import.meta.url)),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
