// `npm run build` in apps/portal, after React Router's build: the brotli and gzip copies of the
// client build's files (precompress-assets.ts).
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './precompress-assets.ts';

const clientDir = fileURLToPath(new URL('../build/client/', import.meta.url));
const files = await precompressAssets(clientDir);
const total = (pick: (file: (typeof files)[number]) => number | null) => files.reduce((sum, file) => sum + (pick(file) ?? file.bytes), 0);
console.log(
  `precompressed ${files.length} files: ${(total((f) => f.bytes) / 1024).toFixed(0)} KB, brotli ${(total((f) => f.br) / 1024).toFixed(0)} KB, gzip ${(total((f) => f.gzip) / 1024).toFixed(0)} KB`,
);
