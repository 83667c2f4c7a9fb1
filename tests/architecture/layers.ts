// The dependency direction as data: which of the project's packages and which layer-defining
// libraries each package may import. Other well-kept libraries are free. docs/architecture.md shows
// the same table to people, and docs-table.test.ts keeps the two equal.

export interface Layer {
  readonly folder: string;
  readonly name: string;
  /** Project packages and layer-defining libraries this package may import from its sources. */
  readonly mayImport: readonly string[];
}

export const LAYERS: readonly Layer[] = [
  { folder: 'packages/core', name: '@casino/core', mayImport: [] },
  { folder: 'packages/demo-data', name: '@casino/demo-data', mayImport: ['@casino/core'] },
  {
    folder: 'packages/api-clients',
    name: '@casino/api-clients',
    mayImport: ['@casino/core', 'effect', '@microsoft/signalr', '@stomp/stompjs'],
  },
  { folder: 'packages/machines', name: '@casino/machines', mayImport: ['@casino/core', 'xstate'] },
  {
    folder: 'packages/react-ui',
    name: '@casino/react-ui',
    // No machines: the hooks that bind machines to components are the portal's.
    mayImport: ['@casino/core', 'react', 'react-dom', '@lingui/react', '@lingui/core', '@ark-ui/react', '@tanstack/react-virtual'],
  },
  {
    folder: 'apps/portal',
    name: '@casino/portal',
    mayImport: [
      '@casino/core',
      '@casino/demo-data',
      '@casino/api-clients',
      '@casino/machines',
      '@casino/react-ui',
      'effect',
      'xstate',
      '@microsoft/signalr',
      '@stomp/stompjs',
      'react',
      'react-dom',
      '@xstate/react',
      'react-router',
      '@lingui/core',
      '@lingui/react',
    ],
  },
  {
    folder: 'apps/storybook',
    name: '@casino/storybook',
    mayImport: ['@casino/core', '@casino/react-ui', '@casino/machines', '@casino/demo-data', 'react', 'react-dom', '@xstate/react', 'xstate'],
  },
  { folder: 'apps/demo-platform', name: '@casino/demo-platform', mayImport: ['@casino/core', '@casino/demo-data'] },
  // Plain DOM and TypeScript: the event contract with the portal is core's.
  { folder: 'apps/mini-frontends', name: '@casino/mini-frontends', mayImport: ['@casino/core'] },
];

/** Libraries that define a layer: only the packages that list them may import them. */
export const LAYER_LIBRARIES: readonly string[] = [
  'effect',
  'xstate',
  '@microsoft/signalr',
  '@stomp/stompjs',
  'react',
  'react-dom',
  '@xstate/react',
  'react-router',
  '@lingui/core',
  '@lingui/react',
];

/** Tests, benchmarks and stories may also use the test tools and the demo platform as a real peer. */
export const TEST_ONLY_IMPORTS: readonly string[] = [
  'vitest',
  '@vitest/browser',
  'fast-check',
  'playwright',
  'playwright-core',
  'storybook',
  '@storybook/react-vite',
  '@casino/demo-data',
  '@casino/demo-platform',
];

/** The package name of an import specifier: '@scope/name/sub' → '@scope/name', 'x/y' → 'x'. */
export const packageOf = (specifier: string): string | null => {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
};

const IMPORT_PATTERN = /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Every module specifier a source file imports or re-exports. */
export const importsOf = (source: string): string[] =>
  [...source.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? match[2] ?? match[3] ?? '').filter(Boolean);

/** Tests, and the measuring tools beside them (perf/, load/), may use test-only packages. */
export const isTestFile = (path: string): boolean =>
  /\.(test|bench|stories|test-support)\.tsx?$/.test(path) || /(^|\/)(test|e2e|perf|load|\.storybook|testing)\//.test(path);

/** The imports of one file that break the layer table, as readable messages. */
export const violations = (layer: Layer, path: string, source: string): string[] => {
  const projectPackages = new Set(LAYERS.map((l) => l.name));
  const allowed = new Set([...layer.mayImport, ...(isTestFile(path) ? TEST_ONLY_IMPORTS : [])]);
  return importsOf(source).flatMap((specifier) => {
    const pkg = packageOf(specifier);
    if (pkg === null || pkg === layer.name) return [];
    const governed = projectPackages.has(pkg) || LAYER_LIBRARIES.includes(pkg);
    const coreForbidsAll = layer.name === '@casino/core' && !isTestFile(path) && !pkg.startsWith('node:');
    if ((governed || coreForbidsAll) && !allowed.has(pkg))
      return [`${path} imports ${specifier} (${layer.name} may import: ${layer.mayImport.join(', ') || 'nothing'})`];
    return [];
  });
};
