import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A maintainer who clones the repository must be able to read every document a comment or a test title
 * cites. The rules live in docs/rules/, the reasons in docs/architecture.md and docs/decisions/; the
 * documents the code was first written against are not in the repository and must not be cited.
 */
const root = path.resolve(import.meta.dirname, '..');

/** The directories whose tracked files are checked: the code, and docs/ (README.md is not checked). */
export const CHECKED_DIRS = ['apps/server', 'packages', 'apps/web', 'e2e', 'lint', 'scripts', 'docs'];

/** Citations of documents that are not in the repository (built from parts so this file cites none). */
const OUTSIDE = new RegExp(
  ['GAME[-]RULES', 'DESIGN[.]md', '\\bspec \\d{3}\\b', '\\bissue \\d+\\b'].join('|'),
  'i',
);

/** A cited in-repository document, with the section it names when one follows in quotes. */
const DOC = /\b(docs\/[\w./-]+\.md)(?: "([^"]+)")?/g;

/** A decision record cited by number: `decision 016`, `decisions 003 and 007`, `docs/decisions/016`. */
const DECISION = /\bdecisions? (\d{3})(?: and (\d{3}))?\b|\bdocs\/decisions\/(\d{3})\b(?![\w-])/gi;

const CHECKED_EXTENSIONS = /\.(?:[cm]?[jt]sx?|json|css|html|ya?ml|sh)$/;

/** The documents in docs/ are checked too. */
const isChecked = (file: string) => CHECKED_EXTENSIONS.test(file) || /^docs\/.*\.md$/.test(file);

/** A Markdown link to a document beside it, `[../game-rules-deviations.md](../game-rules-deviations.md)`. */
const MD_LINK = /\[[^\]]*\]\([^)\s]+\.md(?:#[^)\s]*)?\)/g;

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', ...CHECKED_DIRS], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => isChecked(file) && existsSync(path.join(root, file)));
}

/** The text with comment continuations joined, so a citation wrapped over two lines reads as one. */
function joined(text: string): string {
  return text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*/g, ' ');
}

function headings(doc: string): Set<string> {
  const text = readFileSync(path.join(root, doc), 'utf8');
  return new Set([...text.matchAll(/^#{2,6} +(.+?) *$/gm)].map((m) => m[1]!));
}

const decisionRecords = new Set(
  readdirSync(path.join(root, 'docs/decisions')).map((name) => name.slice(0, 3)),
);

describe('documents cited in the code', () => {
  const files = trackedFiles();

  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('cite no document from outside the repository', () => {
    const found: string[] = [];
    for (const file of files) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // A path in docs/ is in the repository whatever its name (docs/game-rules-deviations.md).
          if (OUTSIDE.test(line.replace(DOC, '').replace(MD_LINK, '')))
            found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('cite documents and sections that exist', () => {
    const missing: string[] = [];
    const known = new Map<string, Set<string>>();
    for (const file of files) {
      const text = joined(readFileSync(path.join(root, file), 'utf8'));
      for (const [, doc, section] of text.matchAll(DOC)) {
        if (!existsSync(path.join(root, doc!))) {
          missing.push(`${file}: ${doc}`);
          continue;
        }
        if (section === undefined || !doc!.startsWith('docs/rules/')) continue;
        if (!known.has(doc!)) known.set(doc!, headings(doc!));
        if (!known.get(doc!)!.has(section)) missing.push(`${file}: ${doc} "${section}"`);
      }
      for (const m of text.matchAll(DECISION)) {
        for (const n of [m[1], m[2], m[3]]) {
          if (n !== undefined && !decisionRecords.has(n)) missing.push(`${file}: decision ${n}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
