/**
 * The client suite runs without isolation (vitest.config.ts, `isolate: false`): the test files of a
 * worker share one module graph and one jsdom. A module replaced with `vi.mock` is then not replaced
 * for a component another file already imported: EmailBuilder.test's mock of load-grapes missed the
 * builder TemplateManagementPage.test had loaded, and the real GrapesJS spun in jsdom until the run was
 * killed. So client tests inject a dependency (a prop, a handler) instead. The one exception is
 * socket.io-client, which lib/socket.ts loads with a dynamic `import()`: Vitest resolves that on each
 * call, so the stub in test/setup.ts and the fake of lib/socket.test.tsx apply to their own file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');

/** The client project's test files and its setup file (vitest.config.ts `include`, `setupFiles`). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) || path.endsWith(join('test', 'setup.ts')) ? [path] : [];
  });
}

describe('the client suite shares modules between files', () => {
  it('replaces no module with vi.mock or vi.doMock, but the dynamically imported socket.io-client', () => {
    const files = testFiles(join(root, 'src', 'client'));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => file !== __filename)
      .filter((file) => /\bvi\.(?:do)?[mM]ock\((?!\s*['"`]socket\.io-client['"`])/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
