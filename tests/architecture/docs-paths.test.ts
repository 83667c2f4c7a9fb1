// The docs name files so that a new engineer can find them: every repository path named in docs/
// and every relative link there and in the README must exist (a file moved without its docs
// fails here).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedPaths, relativeLinks } from './doc-references.ts';
import { filesUnder, repositoryRoot } from './repository-files.ts';

const docs = filesUnder(join(repositoryRoot, 'docs'), (name) => name.endsWith('.md'));
const readme = join(repositoryRoot, 'README.md');

describe('docs/ names only files that exist', () => {
  it('has the architecture and design documents', () => {
    expect(docs.map((file) => relative(repositoryRoot, file)).sort()).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/design.md']));
  });

  for (const file of docs) {
    it(`${relative(repositoryRoot, file)}: every repository path it names exists`, () => {
      const missing = namedPaths(readFileSync(file, 'utf8')).filter((path) => !existsSync(join(repositoryRoot, path)));
      expect(missing).toEqual([]);
    });
  }

  for (const file of [...docs, readme]) {
    it(`${relative(repositoryRoot, file)}: every relative link resolves`, () => {
      const broken = relativeLinks(readFileSync(file, 'utf8')).filter((target) => !existsSync(join(dirname(file), target)));
      expect(broken).toEqual([]);
    });
  }
});

describe('the reference reader', () => {
  const doc = [
    'The root is `apps/portal/src/root.tsx`; tokens in `packages/react-ui/src/tokens.css`.',
    'Not paths: `@casino/machines/auth`, `/en`, `npm test`, `src/root.tsx`, `apps/portal/e2e/<file>.e2e.ts`.',
    'Again `apps/portal/src/root.tsx`. See [design](design.md#tokens), [the README](../README.md) and [Vite](https://vite.dev).',
  ].join('\n');

  it('takes repository paths in code spans and relative link targets, each once', () => {
    expect(namedPaths(doc)).toEqual(['apps/portal/src/root.tsx', 'packages/react-ui/src/tokens.css']);
    expect(relativeLinks(doc)).toEqual(['design.md', '../README.md']);
  });
});
