// The portal's end-to-end smoke (`npm run e2e` at the root, which builds the portal first): real
// Chromium against the built portal and an in-process demo platform. It is the last step of
// `npm test`, in a config of its own because it needs the build. Its files run in two workers at
// once: each file starts its own demo platform, portal and Chromium on ports of its own
// (support/servers.ts) and shares nothing on disk but the screenshots folder, where every file
// writes names of its own. The timeouts are sized for a loaded 2-core machine running two
// Chromiums side by side (a test visits several pages; a file's start builds a world and a browser).
// E2E_WORKERS=1 runs the files one at a time, for a comparison or a quiet trace.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const workers = Number(process.env['E2E_WORKERS'] || 2);

// The portal's server runs in this process, as in production: Vitest's own NODE_ENV (test) would
// give it React's and React Router's development builds (their package conditions follow it), a
// server nobody runs, which rendered a page about a third slower (the catalogue file: 12 % more CPU
// in all, side by side).
process.env['NODE_ENV'] = 'production';

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll's own default (1 s) is shorter than a client navigation on a loaded machine.
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: workers > 1,
    // A file's modules stay loaded for the next file in its worker: the portal's server build, the
    // demo platform and Playwright were imported again per file (3-5 s between files), and nothing
    // of theirs is kept between files but what a long-running server keeps between requests.
    isolate: false,
    maxWorkers: workers,
  },
});
