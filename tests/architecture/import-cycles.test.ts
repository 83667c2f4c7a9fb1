// No import cycle between the portal's areas. An area is a top-level folder of apps/portal/src
// (chrome/, lobby/, runtime/ …) or a top-level file (root.tsx): a cycle between two areas means
// neither can be read, moved or tested without the other, which is how the chrome, the layouts,
// the lobby and the document root once came to need each other. Type-only imports count too:
// they tie the areas' designs together even when the bundle does not see them.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from './layers.ts';
import { filesUnder, repositoryRoot } from './repository-files.ts';
import { areaCycles, type AreaGraph } from './area-cycles.ts';

const portalSource = join(repositoryRoot, 'apps', 'portal', 'src');

const areaOf = (file: string): string => relative(portalSource, file).split('/')[0]!;

const portalAreaGraph = (): AreaGraph => {
  const graph = new Map<string, Set<string>>();
  for (const file of filesUnder(portalSource, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))) {
    const from = areaOf(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = areaOf(resolve(dirname(file), specifier));
      if (to === from || to.startsWith('..')) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
};

describe('the portal’s areas', () => {
  it('import one another without a cycle', () => {
    expect(areaCycles(portalAreaGraph())).toEqual([]);
  });
});
