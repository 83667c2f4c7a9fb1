// The repository stands on its own: no file of it cites a document that lives outside it (the team's
// notes and the spec's files beside the checkout), because a fresh clone has none of them. What the
// code relies on is in docs/ or said where it is needed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, repositoryRoot } from './repository-files.ts';

/** Text files of the repository (the lockfile is npm's, not ours). */
const TEXT = /\.(ts|tsx|mts|js|mjs|css|md|json|sh|yml|yaml|html)$|^run$/;

// Built from parts, so this file does not cite them itself.
const OUTSIDE_DOCUMENTS = ['ARCHITECTURE', 'DESIGN', 'STACK', 'decisions', 'part-1-platform', 'part-2-lobbies'].map((name) => `${name}.md`);
/** The team's folder beside the checkout, wherever a path names it. */
const TEAM_FOLDER = 'shared';
const ABSOLUTE_WORKSPACE = '/wo' + 'rk/';

/**
 * The citations of outside documents in one file's text (`dir`: the file's folder): a team
 * document by name, an absolute path of the machine it was written on, or a relative path to a
 * document (`.md`) out of the repository or into a `shared` folder the repository does not have.
 * Other climbing paths (a path-traversal payload in a test) are data, not citations.
 */
const outsideCitations = (text: string, dir: string): string[] =>
  text.split('\n').flatMap((line) => {
    const named = OUTSIDE_DOCUMENTS.filter((name) => new RegExp(`(^|[^\\w/.-])${name.replace('.', '\\.')}\\b`).test(line));
    const absolute = line.includes(ABSOLUTE_WORKSPACE) ? [ABSOLUTE_WORKSPACE] : [];
    const climbing = [...line.matchAll(/(?:\.\.\/)+[\w.-]+(?:\/[\w.-]+)*/g)].flatMap(([path]) => {
      const target = resolve(dir, path);
      const outside = relative(repositoryRoot, target).startsWith('..');
      const intoTeamFolder = path.split('/').includes(TEAM_FOLDER);
      const cites = (outside && (path.endsWith('.md') || intoTeamFolder)) || (intoTeamFolder && !existsSync(target));
      return cites ? [path] : [];
    });
    return [...named, ...absolute, ...climbing];
  });

describe('the repository cites no file outside it', () => {
  it('in any of its text files', () => {
    const found = filesUnder(repositoryRoot, (name) => TEXT.test(name) && name !== 'package-lock.json').flatMap((file) =>
      outsideCitations(readFileSync(file, 'utf8'), dirname(file)).map((citation) => `${relative(repositoryRoot, file)}: ${citation}`),
    );
    expect(found).toEqual([]);
  });

  it('tells a citation of an outside document from a path of its own', () => {
    const ci = join(repositoryRoot, '.ci');
    const machine = join(repositoryRoot, 'packages', 'machines', 'src', 'auth');
    const up = (times: number) => Array.from({ length: times }, () => '..').join('/');
    expect(outsideCitations(`// the tokens (${'DESIGN'}.md: 1 234,50 Kč)`, machine)).toEqual([`${'DESIGN'}.md`]);
    expect(outsideCitations(`# CI: a clean clone with ${up(1)}/shared beside it`, ci)).toEqual([`${up(1)}/shared`]);
    expect(outsideCitations(`// the table of ${up(1)}/shared/rules.md`, join(repositoryRoot, 'tests', 'architecture'))).toEqual([`${up(1)}/shared/rules.md`]);
    expect(outsideCitations(`// as ${up(3)}/notes/plan.md says`, ci)).toEqual([`${up(3)}/notes/plan.md`]);
    expect(outsideCitations(`// see ${ABSOLUTE_WORKSPACE}notes`, ci)).toEqual([ABSOLUTE_WORKSPACE]);
    expect(outsideCitations(`import { notProvidedActor } from '${up(1)}/shared/not-provided.ts';`, machine)).toEqual([]);
    expect(outsideCitations(`await fetch(origin + '/assets/${up(6)}/etc/passwd');`, machine)).toEqual([]);
    expect(outsideCitations('see docs/design.md and apps/demo-platform/README.md', ci)).toEqual([]);
  });
});
