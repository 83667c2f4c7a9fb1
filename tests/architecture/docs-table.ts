// Reads the dependency table and the list of layer-defining libraries out of docs/architecture.md,
// so that the test can hold them against layers.ts: the document people read and the table the test
// enforces say the same thing.

export interface DocumentedLayer {
  readonly folder: string;
  readonly name: string;
  readonly mayImport: readonly string[];
}

const SECTION = '## Packages and dependency direction';
const LIBRARIES_LINE = 'Layer-defining libraries';

/** The backticked names in a piece of Markdown, in order. */
const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** The section's text, up to the next heading of the same level. */
const section = (markdown: string): string => {
  const start = markdown.indexOf(SECTION);
  if (start === -1) throw new Error(`docs/architecture.md has no "${SECTION}" section`);
  const next = markdown.indexOf('\n## ', start + SECTION.length);
  return markdown.slice(start, next === -1 ? undefined : next);
};

/** The rows of the section's table whose first cell is a folder: folder, package, may import. */
export const documentedLayers = (markdown: string): DocumentedLayer[] =>
  section(markdown)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [folder = '', name = '', mayImport = ''] = line.split('|').slice(1).map((cell) => cell.trim());
      return { folder: codeSpans(folder)[0] ?? '', name: codeSpans(name)[0] ?? '', mayImport: codeSpans(mayImport) };
    });

/** The libraries named on the section's "Layer-defining libraries" paragraph. */
export const documentedLayerLibraries = (markdown: string): string[] => {
  const text = section(markdown);
  const start = text.indexOf(LIBRARIES_LINE);
  if (start === -1) throw new Error(`docs/architecture.md names no "${LIBRARIES_LINE}"`);
  const end = text.indexOf('\n\n', start);
  return codeSpans(text.slice(start, end === -1 ? undefined : end));
};
