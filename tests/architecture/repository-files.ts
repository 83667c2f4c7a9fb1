// The repository's own files, walked from its root: what the architecture tests read. Installed
// packages, build output and generated files are not the repository's (they are rebuilt, and may
// name anything), so the walk never enters them.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const repositoryRoot = join(import.meta.dirname, '..', '..');

/** Folders the walk skips wherever they are (those .gitignore names): dependencies, tools, build output, generated types, test artefacts. */
const NOT_OURS = new Set([
  'node_modules',
  '.git',
  '.tools',
  '.turbo',
  '.cache',
  'storybook-static',
  'dist',
  'build',
  '.react-router',
  'screenshots',
  'coverage',
  'test-results',
  'playwright-report',
]);

/** Every file under `dir` whose name passes `wanted`, as absolute paths. */
export const filesUnder = (dir: string, wanted: (name: string) => boolean): string[] =>
  !existsSync(dir)
    ? []
    : readdirSync(dir).flatMap((entry) => {
        if (NOT_OURS.has(entry)) return [];
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) return filesUnder(path, wanted);
        return wanted(entry) ? [path] : [];
      });
