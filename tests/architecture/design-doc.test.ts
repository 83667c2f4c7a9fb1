// docs/design.md is where a new engineer looks for a token or a component: it names every design
// token that tokens.css defines (and none that it does not), and every component folder of react-ui
// with a file that exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSpans, markdownSection } from './markdown.ts';
import { repositoryRoot } from './repository-files.ts';

const design = readFileSync(join(repositoryRoot, 'docs', 'design.md'), 'utf8');
const reactUiSource = join(repositoryRoot, 'packages', 'react-ui', 'src');

/** The custom properties a stylesheet defines (`--name:` at the start of a declaration). */
const definedProperties = (css: string): string[] => [...new Set([...css.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((match) => match[1] ?? ''))];

/** The custom properties a piece of Markdown names in code spans. */
const namedProperties = (markdown: string): string[] => [...new Set(codeSpans(markdown).filter((span) => /^--[\w-]+$/.test(span)))];

describe('docs/design.md', () => {
  it('names every token of packages/react-ui/src/tokens.css in its Tokens section, and no other', () => {
    const defined = definedProperties(readFileSync(join(reactUiSource, 'tokens.css'), 'utf8'));
    expect(namedProperties(markdownSection(design, '## Tokens')).sort()).toEqual(defined.sort());
  });

  const components = markdownSection(design, '## Components');
  // Paths relative to packages/react-ui/src (the section's opening names that folder itself).
  const named = codeSpans(components).filter((span) => span.includes('/') && !span.startsWith('packages/'));

  it('names every folder of packages/react-ui/src in its Components section', () => {
    const folders = readdirSync(reactUiSource).filter((entry) => statSync(join(reactUiSource, entry)).isDirectory());
    const namedFolders = new Set(named.map((path) => path.split('/')[0]));
    expect(folders.filter((folder) => !namedFolders.has(folder))).toEqual([]);
  });

  it('names only component files that exist', () => {
    expect(named.filter((path) => !existsSync(join(reactUiSource, path)))).toEqual([]);
  });
});

describe('the token readers', () => {
  it('take definitions, not uses, from CSS and names from code spans', () => {
    expect(definedProperties(':root {\n  --a: 1px;\n  --b-2: var(--a);\n}\n.x { width: var(--c); }')).toEqual(['--a', '--b-2']);
    expect(namedProperties('`--a` and `--b-2`, not `casino-x--variant` or `npm run x -- --flag y`')).toEqual(['--a', '--b-2']);
  });
});
