// The portal's build: the Lingui macro through Babel, the Lingui plugin for the .po
// catalogues, and React Router's plugin (which brings React; no @vitejs/plugin-react). The server
// build's entry is the Hono app, so it shares one copy of the request contexts with the routes.
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { FRAMEWORK_MODULE, moduleGraphPlugin, sharedModuleRule } from './server/client-chunks.ts';

// The site's own small modules that every page runs as it starts (core's route table, matching,
// localised paths, cookie names and locales; the islands' loader; the runtime's provider and start
// trigger; the error and update pages' islands; the Trusted Types policy). Left alone the bundler
// made a chunk of each few that later chunks share too: a dozen first scripts of 50 to 1,500
// bytes, each a request (1–4 ms of a phone's main thread) and a gzip stream and import lines of its
// own, about 1.5 KB of the lobby's first scripts. As one chunk they are fetched and compressed
// once. A file named here that is gone fails the build, so the list cannot quietly go stale.
const START_MODULES = [
  '../../packages/core/src/routes/match-route.ts',
  '../../packages/core/src/routes/route-table.ts',
  '../../packages/core/src/routes/route-pattern.ts',
  '../../packages/core/src/routes/locale-prefix.ts',
  '../../packages/core/src/locale/localised-path.ts',
  '../../packages/core/src/locale/locales.ts',
  '../../packages/core/src/locale/parse-locale.ts',
  // Every page's shouldRevalidate (a filter change leaves the root and the site layout alone,
  // closing game details over a page leaves every loader alone).
  '../../packages/core/src/filters/filter-param-names.ts',
  './src/routing/route-revalidation.ts',
  './src/routing/details-entry.ts',
  '../../packages/core/src/cookies.ts',
  '../../packages/core/src/chrome/new-build.ts',
  '../../packages/core/src/analytics/analytics-event.ts',
  '../../packages/core/src/analytics/content-view.ts',
  '../../packages/react-ui/src/deferred/deferred-module.ts',
  '../../packages/react-ui/src/deferred/yield-to-main.ts',
  '../../packages/react-ui/src/deferred/next-idle.ts',
  '../../packages/react-ui/src/deferred/lazy-island.tsx',
  './src/chrome/chunk-error.ts',
  './src/chrome/error-islands.ts',
  './src/chrome/portal-system-provider.tsx',
  // The tiles' corner (a player's favourite heart) and the session status the site layout and the
  // personal pages read: shared by several route chunks, they would each be a file of their own.
  '../../packages/react-ui/src/game-tile/tile-corner.ts',
  './src/chrome/use-session-status.ts',
  './src/session-status.ts',
  // The chrome's reused markup (chrome-markup.tsx): its part wrapper and the page's lobby.
  './src/html/server-markup.tsx',
  './src/chrome/page-lobby.ts',
  './src/runtime/browser/content-view.ts',
  './src/runtime/browser/start-trigger.ts',
  // The tab's native and embedded modes, which the site chrome reads and the runtime keeps.
  './src/runtime/browser/tab-mode.ts',
  './src/runtime/environment/safe-storage.ts',
  './src/routing/scroll-positions-key.ts',
  './src/routing/sanitised-html-policy.ts',
  // Every page's head, and the root's messages read back from their text.
  './src/catalogue/seo-head.ts',
  './src/json-texts.ts',
  './src/recent-map.ts',
].map((path) => {
  const file = fileURLToPath(new URL(path, import.meta.url));
  if (!existsSync(file)) throw new Error(`vite.config.ts: the start module ${path} is gone; update START_MODULES`);
  return file;
});
const isStartModule = (id: string): boolean => START_MODULES.includes(id.split('?')[0] ?? id);

const moduleGraph = moduleGraphPlugin();

export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), reactRouter(), moduleGraph.plugin],
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/react/use-sync-external-store-shim.ts', import.meta.url)) }],
  },
  // React, React DOM and React Router change together and rarely: one chunk, cached as one file
  // (and better compressed than the two the default split makes); with them Lingui's runtime and
  // Vite's preload helper, which every page runs too (fewer, better compressed first scripts).
  build: {
    // One stylesheet for the whole site (7 KB gzip): a page's first paint waits for one request
    // instead of nine small ones, and every later page finds it cached.
    cssCodeSplit: false,
    // A dynamic import fetches its chunk's imports as the browser finds them, without preload links
    // beside it. The imports that run as a page starts (its islands, the browser runtime) named some
    // forty chunks, most already on the page, and Vite's helper added a link for each one in the
    // import's own task: on a slow phone those were long tasks of 50 to 100 ms. The helper stays (its
    // `vite:preloadError` event turns a failed chunk into the update page).
    modulePreload: { resolveDependencies: () => [] },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULE },
            { name: 'site-start', test: isStartModule },
            // The site's small modules that two entries or more share (server/client-chunks.ts).
            { name: 'site-shared', test: sharedModuleRule(moduleGraph.graph, (id) => FRAMEWORK_MODULE.test(id) || isStartModule(id)), minShareCount: 2 },
          ],
        },
      },
    },
  },
  environments: { ssr: { build: { rolldownOptions: { input: './server/app.ts' } } } },
  // The workspace packages are TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@casino\//] },
});
