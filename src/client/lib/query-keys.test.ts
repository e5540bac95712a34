/**
 * Issue 19 step 2: a mutation invalidates through the key's owner (a feature's `queryOptions` or
 * `sharedKeys`), never by matching key strings, and a key another feature refreshes is spelled once.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sharedKeys } from './query-keys';

const features = join(__dirname, '..', 'features');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('query keys', () => {
  it('no feature invalidates by a predicate over keys', () => {
    const offenders = sources(features).filter((file) => /\bpredicate\s*:/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(features, file))).toEqual([]);
  });

  it('no feature spells a shared key by hand', () => {
    // Each shared key as it would be written after `queryKey: ` (a function key by its fixed part).
    const spelled = Object.values(sharedKeys).map((key) => {
      const parts = typeof key === 'function' ? key('x').slice(0, -1) : key;
      return parts.map((part) => `'${String(part)}'`).join(',\\s*');
    });
    const offenders: string[] = [];
    for (const file of sources(features)) {
      const code = readFileSync(file, 'utf8');
      for (const literal of spelled) {
        if (new RegExp(`queryKey:\\s*\\[${literal}\\s*(\\]|,)`).test(code)) {
          offenders.push(`${relative(features, file)}: ${literal}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
