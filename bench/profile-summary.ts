/**
 * Reads a V8 CPU profile (`node --cpu-prof`, or LOAD_PROFILE=1 with `npm run test:load`) and
 * prints where the time went: the share of samples by package (our code, each dependency, Node's
 * own modules, garbage collection, idle), the functions with the most time of their own, and, for
 * the routes named on the command line (default: list save and game command handlers), the time
 * spent inside them with what they call.
 *
 *   npx tsx bench/profile-summary.ts bench/results/profiles/CPU.….cpuprofile [--top 25]
 *     [--window=FROM,TO] [--fn=NAME …]
 *
 * --stalls=MS lists the stretches of MS or more without idle (what held the event loop).
 * --window keeps the samples between FROM and TO seconds after the profile began (the server's
 * start-up and migrations come first; the load test prints when its load began), and --fn names a
 * function whose inclusive time is broken down (the first frame of that name on each stack).
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: npx tsx bench/profile-summary.ts FILE.cpuprofile [--top N]');
  process.exit(2);
}
const topIndex = args.indexOf('--top');
const TOP = topIndex >= 0 ? Number(args[topIndex + 1]) || 25 : 25;

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const windowArg = args.find((arg) => arg.startsWith('--window='));
const [from, to] = windowArg
  ? windowArg
      .slice('--window='.length)
      .split(',')
      .map((value) => Number(value) * 1e6)
  : [0, Number.POSITIVE_INFINITY];
/** Whether each sample falls in the window, by its time since the profile began. */
const kept: boolean[] = [];
let clock = 0;
profile.timeDeltas.forEach((delta, index) => {
  clock += delta;
  kept[index] = clock >= (from ?? 0) && clock <= (to ?? Number.POSITIVE_INFINITY);
});

/** Time of its own per node, in microseconds. */
const self = new Map<number, number>();
profile.samples.forEach((id, index) => {
  if (!kept[index]) return;
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...self.values()].reduce((sum, value) => sum + value, 0);

/** Which package a frame belongs to. */
function area(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return '(garbage collection)';
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(program)') return '(program: V8 and native)';
  if (!url) return '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1]!;
  if (url.includes('/dist/server/')) return '(our server code)';
  return url.replace(/^file:\/\//, '');
}

const name = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${area(frame)}${frame.url && !frame.url.includes('node_modules') ? `:${frame.lineNumber + 1}` : ''}`;

const pct = (us: number) => `${((us / total) * 100).toFixed(1)}%`;
const msText = (us: number) => `${(us / 1000).toFixed(0)} ms`;

function printTop(title: string, entries: Map<string, number>, limit = TOP) {
  console.log(`\n${title}`);
  for (const [key, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`  ${pct(us).padStart(6)}  ${msText(us).padStart(8)}  ${key}`);
  }
}

const areas = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of self) {
  const frame = byId.get(id)!.callFrame;
  areas.set(area(frame), (areas.get(area(frame)) ?? 0) + us);
  functions.set(name(frame), (functions.get(name(frame)) ?? 0) + us);
}
console.log(`${file}: ${msText(total)} sampled`);
printTop('Time by package (self time)', areas);
printTop('Functions with the most time of their own', functions);

/**
 * Inclusive time of every function whose name matches: each sample counts once for the nearest
 * such frame on its stack, with the packages it spent that time in.
 */
const targets = args.filter((arg) => arg.startsWith('--fn=')).map((arg) => arg.slice('--fn='.length));
for (const target of targets) {
  const inside = new Map<string, number>();
  let sum = 0;
  profile.samples.forEach((id, index) => {
    if (!kept[index]) return;
    let cursor: number | undefined = id;
    while (cursor !== undefined) {
      if (byId.get(cursor)!.callFrame.functionName === target) break;
      cursor = parent.get(cursor);
    }
    if (cursor === undefined) return;
    const us = profile.timeDeltas[index] ?? 0;
    sum += us;
    const key = area(byId.get(id)!.callFrame);
    inside.set(key, (inside.get(key) ?? 0) + us);
  });
  if (sum) printTop(`Inside ${target}: ${msText(sum)} (${pct(sum)} of all), by package`, inside, 12);
  else console.log(`\nNo samples inside a function named ${target}.`);
}

/**
 * --stalls=MS: the stretches of at least MS milliseconds in which the process never went idle (one
 * long task holds every other request back), longest first, each with the functions found on the
 * most of its samples' stacks: what kept the event loop from answering.
 */
const stallsArg = args.find((arg) => arg.startsWith('--stalls='));
if (stallsArg) {
  const minimum = Number(stallsArg.slice('--stalls='.length)) * 1000;
  const isIdle = (id: number) => byId.get(id)!.callFrame.functionName === '(idle)';
  const runs: Array<{ start: number; end: number; at: number; us: number }> = [];
  let start = -1;
  let us = 0;
  let at = 0;
  let runAt = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const busy = kept[index] && !isIdle(id);
    if (busy) {
      if (start < 0) [start, us, runAt] = [index, 0, at];
      us += profile.timeDeltas[index] ?? 0;
    }
    if ((!busy || index === profile.samples.length - 1) && start >= 0) {
      if (us >= minimum) runs.push({ start, end: index, at: runAt, us });
      start = -1;
    }
  });
  runs.sort((a, b) => b.us - a.us);
  console.log(`\nStretches without idle of ${minimum / 1000} ms or more: ${runs.length}`);
  for (const run of runs.slice(0, 10)) {
    const onStack = new Map<string, number>();
    for (let index = run.start; index < run.end; index += 1) {
      const seen = new Set<string>();
      for (let cursor: number | undefined = profile.samples[index]; cursor !== undefined; cursor = parent.get(cursor)) {
        const frame = byId.get(cursor)!.callFrame;
        if (!frame.functionName || frame.functionName.startsWith('(') || frame.url.startsWith('node:')) continue;
        seen.add(name(frame));
      }
      for (const key of seen) onStack.set(key, (onStack.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
    }
    console.log(`  ${msText(run.us)} at ${(run.at / 1e6).toFixed(1)} s:`);
    for (const [key, time] of [...onStack].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      console.log(`    ${((time / run.us) * 100).toFixed(0).padStart(4)}%  ${key}`);
    }
  }
}
