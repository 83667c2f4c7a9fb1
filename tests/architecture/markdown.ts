// The two pieces of Markdown the docs tests read: a section under a `## ` heading, and the code
// spans (`name`) in a piece of text, where the docs put every name and path they mean exactly.

/** The section that starts at `heading` (a `## ` line), up to the next `## ` heading. */
export const markdownSection = (markdown: string, heading: string): string => {
  const text = `\n${markdown}`;
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`the document has no "${heading}" section`);
  const next = text.indexOf('\n## ', start + heading.length + 1);
  return text.slice(start + 1, next === -1 ? undefined : next);
};

/** The code spans of a piece of Markdown, in order. */
export const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
