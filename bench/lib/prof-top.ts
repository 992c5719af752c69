// Summarises a V8 .cpuprofile (from BENCH_CPU_PROF): self time by function and by package/file,
// and inclusive time of the hub's own functions. `node --import tsx bench/lib/prof-top.ts FILE [N] [LAST_S]`:
// with LAST_S, only the samples of the profile's last LAST_S seconds (the load, not the start-up).
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = process.argv[2];
const top = Number(process.argv[3] ?? 30);
const lastS = Number(process.argv[4] ?? 0);
const prof = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfUs = new Map<number, number>();
const span = prof.timeDeltas.reduce((a, b) => a + b, 0);
let at = 0;
prof.samples.forEach((id, i) => {
  at += prof.timeDeltas[i] ?? 0;
  if (lastS && at < span - lastS * 1e6) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idle = [...selfUs]
  .filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)')
  .reduce((a, [, t]) => a + t, 0);
const busy = total - idle;

const where = (n: Node) => {
  const u = n.callFrame.url.replace(/^file:\/\//, '');
  const pkg = u.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (u.startsWith('node:')) return u;
  return u.replace(/^.*?\/(core|plugins|sdk|bench|web)\//, '$1/') || '(native)';
};
const label = (n: Node) =>
  `${n.callFrame.functionName || '(anon)'} ${where(n)}:${n.callFrame.lineNumber + 1}`;
const print = (title: string, m: Map<string, number>, k = top) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, k))
    console.log(`${((100 * us) / busy).toFixed(1).padStart(5)}%  ${name}`);
};
const fn = new Map<string, number>();
const pkgs = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id)!;
  if (n.callFrame.functionName === '(idle)') continue;
  fn.set(label(n), (fn.get(label(n)) ?? 0) + us);
  pkgs.set(where(n), (pkgs.get(where(n)) ?? 0) + us);
}
// Inclusive time: each sample counts once for every distinct function on its stack.
const incl = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur)!;
    if (n.callFrame.functionName === '(idle)') break;
    const l = label(n);
    if (!seen.has(l)) {
      seen.add(l);
      incl.set(l, (incl.get(l) ?? 0) + us);
    }
  }
}
console.log(`busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms`);
print('self time by function', fn);
print('self time by package / file', pkgs, 20);
print(
  'inclusive time (hub code and packages)',
  new Map([...incl].filter(([l]) => !l.startsWith('(root)'))),
  top,
);
