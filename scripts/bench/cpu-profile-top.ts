/**
 * `node --import tsx scripts/bench/cpu-profile-top.ts <file.cpuprofile> [count]`: the functions that
 * took the most CPU in a V8 profile (as written by `node --cpu-prof`, e.g. `BENCH_CPU_PROF=<dir> npm run
 * bench:catalogue`), by self time and by total time (self plus callees, each function counted once per
 * stack), in milliseconds and as a share of the samples. For reading where a request's time goes
 * without opening DevTools.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile-top.ts <file.cpuprofile> [count]');
  process.exit(2);
}
const count = Number(countArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** A readable name: the function and where it is (node_modules package, or the project path). */
function label(n: ProfileNode): string {
  const { functionName, url, lineNumber } = n.callFrame;
  const path = url.replace(/^file:\/\//, '');
  const where = path.includes('node_modules/')
    ? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    : path.startsWith('/')
      ? relative(process.cwd(), path)
      : path;
  return `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
}

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  all += us;
  const leaf = byId.get(id);
  if (!leaf) return;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + us);
  const seen = new Set<string>();
  for (let n: ProfileNode | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
    const l = label(n);
    if (seen.has(l)) continue;
    seen.add(l);
    total.set(l, (total.get(l) ?? 0) + us);
  }
});

function print(title: string, m: Map<string, number>): void {
  console.log(`\n${title}`);
  for (const [l, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / all).toFixed(1).padStart(5)} %  ${l}`);
  }
}
console.log(`${file}: ${(all / 1e6).toFixed(1)} s sampled`);
print('self time', self);
print('total time (self + callees)', total);
