// Reads the dependency table and the list of layer-defining libraries out of docs/architecture.md,
// so that the test can hold them against layers.ts: the document people read and the table the test
// enforces say the same thing.
import { codeSpans, markdownSection } from './markdown.ts';

export interface DocumentedLayer {
  readonly folder: string;
  readonly name: string;
  readonly mayImport: readonly string[];
}

const SECTION = '## Packages and dependency direction';
const LIBRARIES_LINE = 'Layer-defining libraries';

const section = (markdown: string): string => markdownSection(markdown, SECTION);

/** The rows of the section's table whose first cell is a folder: folder, package, may import. */
export const documentedLayers = (markdown: string): DocumentedLayer[] =>
  section(markdown)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [folder = '', name = '', mayImport = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return { folder: codeSpans(folder)[0] ?? '', name: codeSpans(name)[0] ?? '', mayImport: codeSpans(mayImport) };
    });

/** The libraries named on the section's "Layer-defining libraries" paragraph. */
export const documentedLayerLibraries = (markdown: string): string[] => {
  const text = section(markdown);
  const start = text.indexOf(LIBRARIES_LINE);
  if (start === -1) throw new Error(`the section names no "${LIBRARIES_LINE}"`);
  const end = text.indexOf('\n\n', start);
  return codeSpans(text.slice(start, end === -1 ? undefined : end));
};
