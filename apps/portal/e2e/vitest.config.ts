// The portal's end-to-end smoke (`npm run e2e` at the root, which builds the portal first): real
// Chromium against the built portal and an in-process demo platform. It is the last step of
// `npm test`, in a config of its own because it needs the build and runs its files one at a time.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
