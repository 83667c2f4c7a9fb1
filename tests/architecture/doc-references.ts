// What a Markdown document points at inside the repository: the repository paths it names in code
// spans (`apps/portal/src/root.tsx`) and the targets of its relative links ([design](design.md)).
// The docs are for finding files, so each must still exist.

/** Top-level folders of the repository: a code span that starts with one is a path into it. */
const TOP_LEVEL = ['apps/', 'packages/', 'tests/', 'docs/', 'scripts/', 'benchmarks/', '.ci/'];

/** Placeholders and patterns (`<name>`, `**`, `{cs,en}`) describe many paths, not one. */
const isPattern = (path: string) => /[<>*{}]/.test(path);

/** The repository paths a document names in code spans, each once. */
export const namedPaths = (markdown: string): string[] => {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
  return [...new Set(spans.filter((span) => TOP_LEVEL.some((top) => span.startsWith(top)) && !isPattern(span)))];
};

/** The targets of a document's relative links, without their #fragment, each once. */
export const relativeLinks = (markdown: string): string[] => {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => (match[1] ?? '').split('#')[0] ?? '');
  return [...new Set(targets.filter((target) => target !== '' && !/^[a-z]+:/i.test(target)))];
};
