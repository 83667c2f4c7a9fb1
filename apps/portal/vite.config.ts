// The portal's build: the Lingui macro through Babel, the Lingui plugin for the .po
// catalogues, and React Router's plugin (which brings React; no @vitejs/plugin-react). The server
// build's entry is the Hono app, so it shares one copy of the request contexts with the routes.
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), reactRouter()],
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
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|@lingui[\\/](core|react))[\\/]|vite[\\/]preload-helper/,
            },
          ],
        },
      },
    },
  },
  environments: { ssr: { build: { rolldownOptions: { input: './server/app.ts' } } } },
  // The workspace packages are TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@casino\//] },
});
