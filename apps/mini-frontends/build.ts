// Builds every mini-frontend (each folder here with a vite.config.ts) into its dist/: run by
// `npm start` and `npm run e2e` before the demo platform serves them at {prematch}/fe/{name}/.
import { readdirSync, existsSync } from 'node:fs';
import { build } from 'vite';

const here = new URL('./', import.meta.url);
const folders = readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/vite.config.ts`, here)));
for (const folder of folders) {
  const { default: config } = (await import(new URL(`${folder.name}/vite.config.ts`, here).href)) as { default: import('vite').InlineConfig };
  await build(config);
  console.log(`mini-frontends: built ${folder.name}`);
}
