import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments cite the product documents (`spec §5`, `PRODUCT-DECISIONS 12`, `ARCHITECTURE.md`,
// `docs/decisions/004-…`). This test keeps every such citation resolvable inside the repository, so a
// reader with only the repository can follow it (docs/README.md explains the forms).

const ROOT = join(import.meta.dirname, '..');
const DOCS = join(ROOT, 'docs');
const SELF = relative(ROOT, import.meta.filename);

/** Every `.ts`/`.tsx` file under src/, tests/ and scripts/, as paths relative to the repository root. */
function sourceFiles(): string[] {
  const files: string[] = [];
  for (const top of ['src', 'tests', 'scripts']) {
    for (const entry of readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })) {
      const path = join(top, entry);
      if (/\.tsx?$/.test(path) && !path.split('/').includes('node_modules') && path !== SELF) files.push(path);
    }
  }
  return files;
}

/**
 * The sections of the spec by number (`## 5. Validation rules` → '5'), each with its text up to the
 * next `## ` heading.
 */
function specSections(): Map<string, string> {
  const sections = new Map<string, string>();
  let current: string | undefined;
  for (const line of readFileSync(join(DOCS, 'spec', 'platform-spec.md'), 'utf8').split('\n')) {
    const heading = /^## (\d+)\./.exec(line);
    if (heading) current = heading[1];
    else if (line.startsWith('## ')) current = undefined;
    if (current) sections.set(current, `${sections.get(current) ?? ''}${line}\n`);
  }
  return sections;
}

/** The numbers of PRODUCT-DECISIONS' items (`12. …` at the start of a line). */
function decisionItems(): Set<number> {
  const text = readFileSync(join(DOCS, 'PRODUCT-DECISIONS.md'), 'utf8');
  return new Set([...text.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1])));
}

/** `2–5, 8` → [2, 3, 4, 5, 8] (en dash or hyphen for a range). */
function numberList(list: string): number[] {
  return list.split(/,\s*/).flatMap((part) => {
    const [from, to] = part.split(/\s*[–-]\s*/).map(Number);
    if (from === undefined) return [];
    const last = to ?? from;
    return Array.from({ length: Math.max(last - from + 1, 1) }, (_, i) => from + i);
  });
}

/**
 * Whether a `docs/…` path names something in the repository: the file or folder itself, or, for a
 * last part without an extension (`docs/decisions/001`), a file in that folder named `001-…` or `001.…`.
 */
function docsPathExists(path: string): boolean {
  const full = join(ROOT, path);
  if (existsSync(full)) return true;
  const folder = dirname(full);
  const stem = basename(full);
  if (stem.includes('.') || !existsSync(folder) || !statSync(folder).isDirectory()) return false;
  return readdirSync(folder).some((name) => name.startsWith(`${stem}-`) || name.startsWith(`${stem}.`));
}

/** Each citation that does not resolve, as `file:line: citation — reason`. */
function unresolvedCitations(): string[] {
  const sections = specSections();
  const items = decisionItems();
  const problems: string[] = [];

  for (const file of sourceFiles()) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const at = `${file}:${index + 1}`;

        // A path into docs/, not part of a URL or a longer path (`https://…/docs/…`, `node_modules/x/docs`).
        for (const m of line.matchAll(/(?<![\w./-])docs\/[\w./-]*[\w/]/g)) {
          if (!docsPathExists(m[0])) problems.push(`${at}: ${m[0]} — no such file in the repository`);
        }

        // A document by its bare name; PRODUCT-DECISIONS and STACK-NOTES are often cited without `.md`.
        for (const m of line.matchAll(
          /\b(ARCHITECTURE|CONVENTIONS|DESIGN|PRODUCT-DECISIONS|STACK-NOTES)(?:\.md)?\b/g,
        )) {
          if (!existsSync(join(DOCS, `${m[1]}.md`))) problems.push(`${at}: ${m[0]} — no docs/${m[1]}.md`);
        }

        // `PRODUCT-DECISIONS 2–5, 8`: every item named must exist.
        for (const m of line.matchAll(/PRODUCT-DECISIONS\s+(\d+(?:\s*[–-]\s*\d+)?(?:,\s*\d+(?:\s*[–-]\s*\d+)?)*)/g)) {
          for (const n of numberList(m[1]!)) {
            if (!items.has(n)) problems.push(`${at}: ${m[0]} — PRODUCT-DECISIONS has no item ${n}`);
          }
        }

        // `spec §2 "/auth", "Banners"` or `Spec §4/§9`, `(§5)`: the section must exist, and a quoted name
        // right after it must occur in that section's text (a heading, a bold item or a phrase).
        for (const m of line.matchAll(/(?<!(?:RFC|ASVS|ISO)[\s\d.]*)§(\d+)((?:\s*,?\s*"[^"]+")*)/g)) {
          const section = sections.get(m[1]!);
          if (!section) {
            problems.push(`${at}: §${m[1]} — the spec (docs/spec/platform-spec.md) has no section ${m[1]}`);
            continue;
          }
          for (const q of (m[2] ?? '').matchAll(/"([^"]+)"/g)) {
            if (!section.toLowerCase().includes(q[1]!.toLowerCase())) {
              problems.push(`${at}: §${m[1]} "${q[1]}" — not found in that section of the spec`);
            }
          }
        }
      });
  }
  return problems;
}

describe('documents cited by the code', () => {
  it('finds the cited documents in docs/', () => {
    for (const name of ['ARCHITECTURE', 'CONVENTIONS', 'DESIGN', 'PRODUCT-DECISIONS', 'STACK-NOTES']) {
      expect(existsSync(join(DOCS, `${name}.md`)), `docs/${name}.md`).toBe(true);
    }
    expect(specSections().size).toBeGreaterThanOrEqual(9);
    expect(decisionItems().size).toBeGreaterThanOrEqual(20);
  });

  it('resolves every docs/ path, document name, spec section and PRODUCT-DECISIONS item cited in src/, tests/ and scripts/', () => {
    expect(unresolvedCitations()).toEqual([]);
  });
});
