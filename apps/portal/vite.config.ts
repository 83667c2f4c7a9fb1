// The portal's build (STACK.md): the Lingui macro through Babel, the Lingui plugin for the .po
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
    // A dynamic import lists the chunks to fetch beside it; the framework chunk and the bundler's
    // runtime are on every page before any dynamic import runs, so the lists leave them out.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !/(^|\/)(entry\.client|rolldown-runtime)-[\w-]+\.js$/.test(dep)) },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|@lingui[\\/](core|react))[\\/]|vite[\\/]preload-helper/ }] },
      },
    },
  },
  environments: { ssr: { build: { rolldownOptions: { input: './server/app.ts' } } } },
  // The workspace packages are TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@casino\//] },
});
