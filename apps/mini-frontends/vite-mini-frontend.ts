// The one Vite build of every mini-frontend: a classic script (IIFE, it installs itself when run)
// and its stylesheet, named by their content hash, and a manifest.json beside them that says which
// files they are (with the entry's Subresource Integrity hash), so that a host finds them at run time.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin } from 'vite';
import type { MiniFrontendManifest } from '@casino/core';

const manifestPlugin = (name: string): Plugin => ({
  name: 'casino-mini-frontend-manifest',
  // After Vite's own CSS plugin has put the stylesheet into the bundle.
  enforce: 'post',
  generateBundle(_options, bundle) {
    const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
    if (entry === undefined || entry.type !== 'chunk') throw new Error(`${name}: no entry chunk`);
    const manifest: MiniFrontendManifest = {
      name,
      entry: entry.fileName,
      integrity: `sha384-${createHash('sha384').update(entry.code).digest('base64')}`,
      css: Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => file.fileName),
    };
    this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
  },
});

/** `folder`: the mini-frontend's folder (its `src/main.ts` is the entry; `dist/` is written). */
export const miniFrontendConfig = (name: string, folder: URL): InlineConfig => {
  const root = fileURLToPath(folder);
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [manifestPlugin(name)],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      cssCodeSplit: false,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: fileURLToPath(new URL('src/main.ts', folder)),
        output: { format: 'iife', entryFileNames: `${name}.[hash].js`, assetFileNames: `${name}.[hash][extname]` },
      },
    },
  };
};
