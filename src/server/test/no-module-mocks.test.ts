/**
 * The server suite runs without isolation (vitest.config.ts, `isolate: false`): the test files of a
 * worker share one module graph. A module replaced with `vi.mock` in one file would then be the
 * replacement in every later file of that worker, or not replaced at all when an earlier file loaded
 * the real one. So server tests observe behaviour (a real PDF read back, a database row, a mail in the
 * outbox) or inject a dependency, and this test keeps it that way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');

/** The server project's test files (vitest.config.ts `include`). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the server suite shares modules between files', () => {
  it('has no test that replaces a module (vi.mock, vi.doMock)', () => {
    const files = ['src/server', 'src/shared', 'scripts'].flatMap((dir) => testFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => file !== __filename)
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
