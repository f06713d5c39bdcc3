/**
 * Search budget: per-keystroke search time over the whole rules + FAQ corpus in en, es and fr
 * (spec: ≤ 5 ms per keystroke). Builds each language's index once, as the page does, then types
 * a set of terms one character at a time and times every search. Also reports a corpus 50×
 * larger, to show the headroom when admins import full rule texts. It reports; it does not fail.
 */
import { performance } from 'node:perf_hooks';
import { localisedField } from '../src/domain/content/localise';
import { buildSearchIndex, search, type SearchIndex } from '../src/domain/content/search';
import { searchDocuments, type LocalisedChapter } from '../src/domain/content/search-documents';
import { LANGUAGES, type Language } from '../src/domain/i18n/language';
import { loadContentDir, seedContentDir } from '../src/server/features/content/content-files';

const BUDGET_MS = 5;
const TERMS = ['activation', 'Activación', 'conquête', 'objective', 'unit moves', '(', '[red]', 'zzzz', 'a'];
const SCALE = Number(process.env.BENCH_SCALE ?? 50);

const bundle = loadContentDir(seedContentDir());

function corpus(language: Language, copies = 1) {
  const chapters: LocalisedChapter[] = (bundle.rules ?? []).map((chapter) => ({
    id: chapter.id,
    title: localisedField(chapter, 'title', language).text,
    sections: chapter.sections.map((section) => ({
      id: section.id,
      title: localisedField(section, 'title', language).text,
      content: localisedField(section, 'content', language).text,
    })),
  }));
  const faq = (bundle.faq ?? []).map((entry) => ({
    id: entry.id,
    title: localisedField(entry, 'section', language).text,
    content: localisedField(entry, 'content', language).text,
  }));
  const documents = searchDocuments(chapters, faq);
  return Array.from({ length: copies }, (_, copy) =>
    documents.map((doc) => ({ ...doc, id: `${doc.id}-${copy}` })),
  ).flat();
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function run(label: string, copies: number) {
  const indexes: SearchIndex[] = [];
  const buildStart = performance.now();
  for (const language of LANGUAGES) indexes.push(buildSearchIndex(corpus(language, copies), language));
  const buildMs = performance.now() - buildStart;
  const samples: number[] = [];
  for (let round = 0; round <= 20; round++) {
    for (const index of indexes) {
      for (const term of TERMS) {
        for (let length = 1; length <= term.length; length++) {
          for (const caseSensitive of [false, true]) {
            const start = performance.now();
            search(index, term.slice(0, length), { caseSensitive });
            if (round > 0) samples.push(performance.now() - start); // round 0 warms up the JIT
          }
        }
      }
    }
  }
  samples.sort((a, b) => a - b);
  const documents = indexes.reduce((sum, index) => sum + index.size, 0);
  const p95 = percentile(samples, 95);
  const max = samples[samples.length - 1]!;
  console.log(
    `${label}: ${documents} documents in 3 languages, index build ${buildMs.toFixed(1)} ms; ` +
      `${samples.length} keystrokes: median ${percentile(samples, 50).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, ` +
      `max ${max.toFixed(3)} ms (budget ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'within' : 'OVER'})`,
  );
}

run('seed corpus', 1);
run(`seed corpus ×${SCALE}`, SCALE);
