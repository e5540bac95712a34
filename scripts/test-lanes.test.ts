import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  A11Y_WALK_SPECS,
  PG_BROWSER_SPECS,
  PGLITE_SERVER_TESTS,
  planLanes,
  runLanes,
  summary,
  type Lane,
} from './test-lanes';

const node = (code: string): Pick<Lane, 'command' | 'args'> => ({ command: process.execPath, args: ['-e', code] });

describe('test lanes (npm test)', () => {
  it('runs the walk once, on PGlite, and on PostgreSQL only the specs that differ by database', () => {
    const lanes = planLanes({ databaseUrl: 'postgres://pg/test', checks: true, build: 'always' });
    const byName = new Map(lanes.map((l) => [l.name, l]));
    expect([...byName.keys()].sort()).toEqual(
      ['a11y', 'build', 'client', 'e2e', 'e2e-pg', 'format', 'lint', 'server', 'server-pg', 'typecheck'].sort(),
    );
    const e2e = byName.get('e2e')!;
    expect(e2e.args).not.toContain(A11Y_WALK_SPECS[0]);
    expect(e2e.args).toContain('tests/e2e/quotes.spec.ts');
    expect(byName.get('a11y')!.args).toEqual(['playwright', 'test', ...A11Y_WALK_SPECS]);
    expect(byName.get('e2e-pg')!.args).toEqual(['playwright', 'test', ...PG_BROWSER_SPECS]);
    expect(byName.get('e2e-pg')!.env).toMatchObject({ E2E_DATABASE_URL: 'postgres://pg/test' });
    expect(byName.get('server-pg')!.env).toMatchObject({ TEST_DATABASE_URL: 'postgres://pg/test' });
    // The PGlite lanes drop the shell's PostgreSQL variables.
    for (const name of ['e2e', 'a11y', 'server'])
      expect(byName.get(name)!.env).toHaveProperty('TEST_DATABASE_URL', undefined);
    for (const name of ['e2e', 'a11y', 'e2e-pg']) expect(byName.get(name)!.after).toBe('build');
    for (const spec of [...PG_BROWSER_SPECS, ...A11Y_WALK_SPECS]) expect(existsSync(spec), spec).toBe(true);
    // The whole server suite on PostgreSQL, on PGlite the files that depend on the embedded database.
    expect(byName.get('server-pg')!.args).toEqual(['vitest', 'run', '--project', 'server']);
    expect(byName.get('server')!.args).toEqual(['vitest', 'run', '--project', 'server', ...PGLITE_SERVER_TESTS]);
    for (const path of PGLITE_SERVER_TESTS) expect(existsSync(path), path).toBe(true);
  });

  it('without PostgreSQL or flags runs only the PGlite lanes', () => {
    const lanes = planLanes({ checks: false, build: 'never' });
    expect(lanes.map((l) => l.name)).toEqual(['e2e', 'a11y', 'server', 'client']);
    // Without PostgreSQL the whole server suite runs on PGlite.
    expect(lanes.find((l) => l.name === 'server')!.args).toEqual(['vitest', 'run', '--project', 'server']);
  });

  it('runs lanes side by side on distinct port blocks, reports each and fails when one fails', async () => {
    const lanes: Lane[] = [
      { name: 'build', ...node('setTimeout(() => {}, 50)') },
      { name: 'a', ...node('console.log(process.env.E2E_PORT)'), after: 'build', ports: true },
      { name: 'b', ...node('process.exit(process.env.E2E_PORT ? 3 : 0)'), after: 'build', ports: true },
      { name: 'c', ...node(''), waitFor: 'b' },
      { name: 'd', ...node('process.exit(1)') },
      { name: 'e', ...node(''), after: 'd' },
    ];
    const results = await runLanes(lanes, 3, 6000);
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['build', true],
      ['a', true],
      ['b', false],
      ['c', true],
      ['d', false],
      ['e', false],
    ]);
    expect(results.find((r) => r.name === 'e')!.note).toBe('not run: d failed');
    const table = summary(results, 61_000);
    expect(table).toContain('FAILED');
    expect(table).toMatch(/total\s+1:01/);
  });

  it('runs one browser lane at a time beside the other lanes when told to', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'lanes-')), 'log');
    // Each lane notes when it starts and ends; the browser lanes also their port block.
    const note = (name: string, ms: number) =>
      node(
        `const fs = require('fs'); const f = ${JSON.stringify(log)};` +
          `fs.appendFileSync(f, '${name} start ' + (process.env.E2E_PORT || '-') + '\\n');` +
          `setTimeout(() => fs.appendFileSync(f, '${name} end\\n'), ${ms});`,
      );
    const lanes: Lane[] = [
      { name: 'e2e', ...note('e2e', 1500), ports: true },
      { name: 'a11y', ...note('a11y', 100), ports: true },
      { name: 'server', ...note('server', 100) },
    ];
    const results = await runLanes(lanes, 2, 6100, 1);
    expect(results.every((r) => r.ok)).toBe(true);
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    // The server suite ran beside the first browser lane (it started before that lane ended: which of
    // the two processes writes first depends on the machine's load), and the second browser lane waited
    // for the first.
    expect(lines).toContain('e2e start 6100');
    expect(lines.indexOf('server start -')).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf('server start -')).toBeLessThan(lines.indexOf('e2e end'));
    const a11y = lines.findIndex((line) => line.startsWith('a11y start'));
    expect(a11y).toBeGreaterThan(lines.indexOf('e2e end'));
  });
});
