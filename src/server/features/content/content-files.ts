import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  mergeFaqLanguages,
  mergeRulesLanguages,
  parseFaqMarkdown,
  parseRulesMarkdown,
} from '../../../domain/content/content-markdown';
import { contentBundleSchema, type ContentBundle } from '../../../domain/content/content-schema';
import { LANGUAGES, type Language } from '../../../domain/i18n/language';
import { appRoot } from '../../app-root';

/**
 * Reads content from files: the seed folder (`src/data/content`) and whatever an admin imports.
 *
 * - `rules.<lang>.md`, `faq.<lang>.md`: Markdown with `{#id}` headings (see content-markdown.ts)
 * - `notes.json`: rules fix-up notes; `news.json`: news items; `CHANGELOG.md`: the changelog
 * - any `*.json` holding a whole content bundle ({ rules, notes, faq, news, changelog })
 */

export function seedContentDir(): string {
  return path.join(appRoot(), 'src/data/content');
}

const read = (file: string) => readFileSync(file, 'utf8');

/** Loads the seed folder as one validated bundle; missing files leave their part out. */
export function loadContentDir(dir: string): ContentBundle {
  const bundle: Record<string, unknown> = {};
  const perLanguage = <T>(kind: 'rules' | 'faq', parse: (md: string, language: Language) => T) => {
    const found: Partial<Record<Language, T>> = {};
    for (const language of LANGUAGES) {
      const file = path.join(dir, `${kind}.${language}.md`);
      if (existsSync(file)) found[language] = parse(read(file), language);
    }
    return found;
  };
  const rules = perLanguage('rules', parseRulesMarkdown);
  if (rules.en) bundle.rules = mergeRulesLanguages(rules);
  const faq = perLanguage('faq', parseFaqMarkdown);
  if (faq.en) bundle.faq = mergeFaqLanguages(faq);
  for (const name of ['notes', 'news'] as const) {
    const file = path.join(dir, `${name}.json`);
    if (existsSync(file)) bundle[name] = JSON.parse(read(file));
  }
  const changelogFile = path.join(dir, 'CHANGELOG.md');
  if (existsSync(changelogFile)) bundle.changelog = read(changelogFile);
  return contentBundleSchema.parse(bundle);
}

export type ImportKind = 'rules' | 'faq' | 'changelog' | 'bundle';

/** Guesses what a file holds from its name: rules.es.md, faq.fr.md, CHANGELOG.md, *.json. */
export function describeFile(file: string): { kind: ImportKind; language: Language } {
  const base = path.basename(file).toLowerCase();
  if (base.endsWith('.json')) return { kind: 'bundle', language: 'en' };
  if (base.startsWith('changelog')) return { kind: 'changelog', language: 'en' };
  const match = /^(rules|faq)(?:[._-](en|es|fr))?\.(md|markdown)$/.exec(base);
  if (!match)
    throw new Error(`Cannot tell what ${base} holds: name it rules.<lang>.md, faq.<lang>.md, CHANGELOG.md or *.json`);
  return { kind: match[1] as 'rules' | 'faq', language: (match[2] as Language | undefined) ?? 'en' };
}
