// Build step: every compressible file of the client build gets a brotli (quality 11) and a gzip
// (level 9) copy beside it (`x.js.br`, `x.js.gz`), so that the server sends hashed assets as they
// are instead of compressing them again on every request (client-files.ts serves them). A copy is
// written only when it is smaller than the file; files below MIN_BYTES are left alone, as the
// compression middleware leaves them.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MIN_BYTES } from './compression.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The client build's text formats (images and fonts are compressed already). */
const PRECOMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|html|txt|xml|map)$/;
const VARIANTS = ['.br', '.gz'] as const;

export interface PrecompressedFile {
  readonly path: string;
  readonly bytes: number;
  readonly br: number | null;
  readonly gzip: number | null;
}

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

/** Writes the compressed copies of every compressible file under `dir` and says what it wrote. */
export const precompressAssets = async (dir: string): Promise<PrecompressedFile[]> => {
  const files = (await filesUnder(dir)).filter((path) => PRECOMPRESSIBLE.test(path) && !VARIANTS.some((variant) => path.endsWith(variant)));
  const written: PrecompressedFile[] = [];
  for (const path of files) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    const bytes = await readFile(path);
    const br = await brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = await gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < bytes.length) await writeFile(`${path}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
    written.push({ path, bytes: bytes.length, br: br.length < bytes.length ? br.length : null, gzip: gz.length < bytes.length ? gz.length : null });
  }
  return written;
};
