/**
 * Both Vitest projects run without isolation (vitest.config.ts, `isolate: false`): the test files of a
 * worker share one module graph (and, on the client, one jsdom). A module replaced with `vi.mock` in one
 * file would then be the replacement in every later file of that worker, or not replaced at all when an
 * earlier file loaded the real one: EmailBuilder.test's mock of load-grapes missed the builder
 * TemplateManagementPage.test had loaded, and the real GrapesJS spun in jsdom until the run was killed.
 * So tests observe behaviour (a real PDF read back, a database row, a mail in the outbox) or inject a
 * dependency (a prop, a handler), and this test keeps it that way for both projects.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');

/** Test files under `dir` (`.test.ts`, and `.test.tsx` for the client), plus the client's setup file. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) || path.endsWith(join('client', 'test', 'setup.ts')) ? [path] : [];
  });
}

/** The files among `dirs` whose text matches `pattern`, relative to the project (this file left out). */
function offenders(dirs: string[], pattern: RegExp): { files: string[]; offenders: string[] } {
  const files = dirs.flatMap((dir) => testFiles(join(root, dir)));
  return {
    files,
    offenders: files
      .filter((file) => file !== __filename)
      .filter((file) => pattern.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file)),
  };
}

describe('the test suites share modules between files', () => {
  it('has no server test that replaces a module (vi.mock, vi.doMock)', () => {
    const found = offenders(['src/server', 'src/shared', 'scripts'], /\bvi\.(do)?[mM]ock\(/);
    expect(found.files.length).toBeGreaterThan(50);
    expect(found.offenders).toEqual([]);
  });

  // The one exception is socket.io-client, which lib/socket.ts loads with a dynamic `import()`: Vitest
  // resolves that on each call, so the stub in test/setup.ts and the fake of lib/socket.test.tsx apply
  // to their own file.
  it('replaces no client module with vi.mock or vi.doMock, but the dynamically imported socket.io-client', () => {
    const found = offenders(['src/client'], /\bvi\.(?:do)?[mM]ock\((?!\s*['"`]socket\.io-client['"`])/);
    expect(found.files.length).toBeGreaterThan(50);
    expect(found.offenders).toEqual([]);
  });
});
