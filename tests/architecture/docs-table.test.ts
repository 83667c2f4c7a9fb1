// docs/architecture.md shows people the dependency table that layers.ts holds for the test: a
// change to one without the other fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedLayerLibraries, documentedLayers } from './docs-table.ts';
import { LAYERS, LAYER_LIBRARIES } from './layers.ts';
import { repositoryRoot } from './repository-files.ts';

const architecture = readFileSync(join(repositoryRoot, 'docs', 'architecture.md'), 'utf8');
const sorted = (names: readonly string[]) => [...names].sort();

describe('the dependency table of docs/architecture.md', () => {
  it('lists every package of layers.ts, with the same folder, and no other', () => {
    expect(documentedLayers(architecture).map(({ folder, name }) => ({ folder, name }))).toEqual(LAYERS.map(({ folder, name }) => ({ folder, name })));
  });

  it('gives each package what layers.ts lets it import', () => {
    const documented = new Map(documentedLayers(architecture).map((layer) => [layer.name, sorted(layer.mayImport)]));
    for (const layer of LAYERS) expect([layer.name, documented.get(layer.name)]).toEqual([layer.name, sorted(layer.mayImport)]);
  });

  it('names the layer-defining libraries of layers.ts', () => {
    expect(sorted(documentedLayerLibraries(architecture))).toEqual(sorted(LAYER_LIBRARIES));
  });
});

describe('the table reader', () => {
  const doc = [
    '## Packages and dependency direction',
    '| folder | package | may import | holds |',
    '|---|---|---|---|',
    '| `packages/a` | `@x/a` | nothing | a |',
    '| `packages/b` | `@x/b` | `@x/a`, `lib` | b |',
    '',
    'Layer-defining libraries (only those that list them): `lib`, `other`.',
    '',
    '## Next',
    '| `packages/c` | `@x/c` | `@x/a` | not in the section |',
  ].join('\n');

  it('reads the rows and the libraries of its own section only', () => {
    expect(documentedLayers(doc)).toEqual([
      { folder: 'packages/a', name: '@x/a', mayImport: [] },
      { folder: 'packages/b', name: '@x/b', mayImport: ['@x/a', 'lib'] },
    ]);
    expect(documentedLayerLibraries(doc)).toEqual(['lib', 'other']);
  });

  it('fails loudly when the section is gone', () => {
    expect(() => documentedLayers('# Architecture')).toThrow(/no "## Packages and dependency direction" section/);
  });
});
