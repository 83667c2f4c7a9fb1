import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, LAYER_LIBRARIES, importsOf, packageOf, violations } from './layers.ts';
import { filesUnder, repositoryRoot as root } from './repository-files.ts';

const sourceFiles = (dir: string): string[] => filesUnder(dir, (name) => /\.(ts|tsx|mts|js|mjs)$/.test(name));

describe('dependency direction (docs/architecture.md)', () => {
  for (const layer of LAYERS) {
    const folder = join(root, layer.folder);
    it.runIf(existsSync(folder))(`${layer.name} imports only what its layer may`, () => {
      const found = sourceFiles(folder).flatMap((file) => {
        const path = relative(root, file);
        return violations(layer, path.slice(layer.folder.length + 1), readFileSync(file, 'utf8'));
      });
      expect(found).toEqual([]);
    });

    it.runIf(existsSync(join(folder, 'package.json')))(`${layer.name} declares only allowed runtime dependencies`, () => {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      const governed = new Set([...LAYERS.map((l) => l.name), ...LAYER_LIBRARIES]);
      const wrong = Object.keys(manifest.dependencies ?? {}).filter(
        (dep) => (governed.has(dep) || layer.name === '@casino/core') && !layer.mayImport.includes(dep),
      );
      expect(wrong).toEqual([]);
    });
  }
});

describe('the layer table covers the workspace', () => {
  it('has a row for every package under packages/ and apps/', () => {
    const workspaces = ['packages', 'apps'].flatMap((parent) =>
      existsSync(join(root, parent))
        ? readdirSync(join(root, parent))
            .map((name) => `${parent}/${name}`)
            .filter((folder) => existsSync(join(root, folder, 'package.json')))
        : [],
    );
    const tabled = new Set(LAYERS.map((layer) => layer.folder));
    expect(workspaces.filter((folder) => !tabled.has(folder))).toEqual([]);
  });
});

describe('the import scanner', () => {
  it('finds static, re-export, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from '@casino/machines';",
      "import type { B } from 'effect/Schema';",
      "export * from './local.ts';",
      "import 'react';",
      "const lazy = await import('@stomp/stompjs');",
    ].join('\n');
    expect(importsOf(source)).toEqual(['@casino/machines', 'effect/Schema', './local.ts', 'react', '@stomp/stompjs']);
    expect(importsOf(source).map(packageOf)).toEqual(['@casino/machines', 'effect', null, 'react', '@stomp/stompjs']);
  });

  it('reports an import against the direction and lets an allowed one pass', () => {
    const machines = LAYERS.find((l) => l.name === '@casino/machines')!;
    expect(violations(machines, 'src/auth/auth.machine.ts', "import { Effect } from 'effect';")).toHaveLength(1);
    expect(violations(machines, 'src/auth/auth.machine.ts', "import { setup } from 'xstate';")).toEqual([]);
    const core = LAYERS.find((l) => l.name === '@casino/core')!;
    expect(violations(core, 'src/filters/filters.ts', "import x from 'lodash';")).toHaveLength(1);
    expect(violations(core, 'src/filters/filters.test.ts', "import fc from 'fast-check';")).toEqual([]);
  });
});
