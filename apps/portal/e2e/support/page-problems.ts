// What a page reports that a player would never see but that is still a bug: console errors
// (hydration mismatches, CSP and Trusted Types violations, failed loads) and uncaught exceptions.
import type { Page } from 'playwright-core';

export interface PageProblem {
  readonly text: string;
  /** The resource the browser blamed, when it names one. */
  readonly url: string;
}

export const collectPageProblems = (page: Page): PageProblem[] => {
  const problems: PageProblem[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ text: `console: ${message.text()}`, url: message.location().url });
  });
  page.on('pageerror', (error) => problems.push({ text: `page error: ${error.message}`, url: '' }));
  return problems;
};

/** The problems left once the document's own status is accepted (an error page logs its 404 or 500 as a failed load). */
export const problemsBesidesDocumentStatus = (problems: readonly PageProblem[], documentUrl: string): string[] =>
  problems.filter((problem) => !(problem.url === documentUrl && /status of (404|500)/.test(problem.text))).map((problem) => problem.text);
