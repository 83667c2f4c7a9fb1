// The portal's build (STACK.md): the Lingui macro through Babel, the Lingui plugin for the .po
// catalogues, and React Router's plugin (which brings React; no @vitejs/plugin-react). The server
// build's entry is the Hono app, so it shares one copy of the request contexts with the routes.
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), reactRouter()],
  // React, React DOM and React Router change together and rarely: one chunk, cached as one file
  // (and better compressed than the two the default split makes).
  build: {
    // One stylesheet for the whole site (7 KB gzip): a page's first paint waits for one request
    // instead of nine small ones, and every later page finds it cached.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/ }] },
      },
    },
  },
  environments: { ssr: { build: { rolldownOptions: { input: './server/app.ts' } } } },
  // The workspace packages are TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@casino\//] },
});
