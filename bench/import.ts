/**
 * Import dialog reading time. It reports; it does not fail.
 *
 * Times `importListText` on two texts: 1,000 lines that match no unit (the most matching work a
 * paste may ask for) and a 120-entry list (every unit of one faction, in turn, one a line, with
 * characters indented under the unit above and a few names a letter off). Each is reported
 * beside a reference measured in the same run on the same machine: the time to turn every line
 * of the same text into a name key (`nameKey`), so the ratio says how much the matching costs
 * over merely reading the text, whatever the machine. Median of `BENCH_RUNS` runs (default 15).
 */
import { performance } from 'node:perf_hooks';
import { dataPack } from '../src/data';
import { LIST_LIMITS } from '../src/domain/army/army-list';
import { IMPORT_LIMITS, importListText, type ImportOptions } from '../src/domain/army/import-text';
import { isCharacter } from '../src/domain/army/join';
import { nameKey } from '../src/domain/army/name-match';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const OPTIONS: ImportOptions = {
  id: 'bench',
  now: '2026-01-01T00:00:00.000Z',
  fallbackFaction: 'northern-tribes',
  untitledNames: ['Untitled list', 'Lista sin nombre', 'Liste sans nom'],
};

/** Lines of made-up words, 4 to 40 letters of names, that are no unit's name nor close to one. */
function unmatchedText(): string {
  let seed = 17;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const syllables = ['qu', 'zy', 'xo', 'vek', 'thr', 'ju', 'bla', 'kri', 'mo', 'sna', 'wup', 'fe', 'gly', 'ip'];
  const word = () =>
    Array.from({ length: 1 + Math.floor(next() * 4) }, () => syllables[Math.floor(next() * syllables.length)]).join('');
  const lines = Array.from({ length: IMPORT_LIMITS.lines }, () =>
    Array.from({ length: 1 + Math.floor(next() * 4) }, word).join(' '),
  );
  return lines.join('\n');
}

/** A 120-entry list written out by hand: units of one faction in turn, characters under a unit. */
function fullListText(): string {
  const faction = 'northern-tribes';
  const units = dataPack.units.filter((unit) => unit.factionId === faction);
  const lines = ['Faction: Northern Tribes', 'Points: 300'];
  for (let index = 0; index < LIST_LIMITS.entries; index += 1) {
    const unit = units[index % units.length]!;
    let name = unit.name.en;
    // Every seventh name with two letters swapped, as a quick typist writes it.
    if (index % 7 === 3 && name.length > 6) name = `${name.slice(0, 2)}${name[3]}${name[2]}${name.slice(4)}`;
    lines.push(isCharacter(unit) ? `  + ${name}` : `- ${name} (${unit.points} pts)`);
  }
  return lines.join('\n');
}

function median(run: () => unknown): number {
  for (let i = 0; i < 3; i += 1) run(); // warm-up (JIT, pack indexes)
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

function report(label: string, text: string): void {
  const result = importListText(text, dataPack, OPTIONS);
  if (!result.ok) throw new Error(`${label}: ${result.error.code}`);
  const units = result.lines.filter((line) => line.kind === 'unit').length;
  const unmatched = result.lines.filter((line) => line.kind === 'unmatched').length;
  const rows = text.split('\n');
  const reference = median(() => rows.map((row) => nameKey(row)));
  const imported = median(() => importListText(text, dataPack, OPTIONS));
  console.log(`${label}: ${rows.length} lines, ${units} read as units, ${unmatched} unmatched`);
  console.log(`  importListText   median ${imported.toFixed(2)} ms`);
  console.log(`  nameKey per line median ${reference.toFixed(2)} ms (reference)`);
  console.log(`  ratio            ${(imported / reference).toFixed(1)}×`);
}

report('1,000 unmatched lines', unmatchedText());
report('120-entry list', fullListText());
