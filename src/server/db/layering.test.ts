/**
 * The data layer (src/server/db) sits below the modules: modules, plugins, mail and the app may import
 * it, never the other way round (ARCHITECTURE.md, layout). A seed or migration helper that needs
 * something a module has means that thing belongs in the data layer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dbDir = fileURLToPath(new URL('.', import.meta.url));
const serverDir = join(dbDir, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(path);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
  });
}

describe('data layer imports', () => {
  it('never imports a module, plugin, the app, mail, auth or the HTTP layer', () => {
    const offending: string[] = [];
    for (const file of sources(dbDir)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        const spec = m[1]!;
        if (!spec.startsWith('.')) continue;
        const target = relative(serverDir, join(file, '..', spec));
        if (/^(modules|plugins|mail|auth|app|main)(\/|$)/.test(target))
          offending.push(`${relative(serverDir, file)} → ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
