import { eq, sql } from 'drizzle-orm';
import {
  parseFaqMarkdown,
  parseRulesMarkdown,
  mergeFaqLanguages,
  mergeRulesLanguages,
} from '../../../domain/content/content-markdown';
import { contentBundleSchema, type ContentBundle } from '../../../domain/content/content-schema';
import type { Language } from '../../../domain/i18n/language';
import type { Database, SqlExecutor } from '../../db/database';
import { describeFile } from './content-files';
import { writeContentBundle } from './content-repository';
import { faqSections, rulesChapters, rulesSections } from './schema';

export interface ImportResult {
  file: string;
  kind: string;
  language: Language;
  counts: Record<string, number>;
  /** Ids in a translation file that match nothing stored (they are skipped). */
  unknownIds: string[];
}

interface Translation {
  id: string;
  title: string;
  /** Left out: the stored translation of the text stays as it is. */
  content?: string;
}

/**
 * Fills in one entry's Spanish or French title and text; false when no entry has this id.
 * Drizzle leaves a field set to undefined out of the update.
 */
async function writeTranslation(
  { orm }: SqlExecutor,
  table: 'chapter' | 'section' | 'faq',
  language: 'es' | 'fr',
  { id, title, content }: Translation,
): Promise<boolean> {
  const es = language === 'es';
  const updatedAt = sql`now()`;
  const updated =
    table === 'chapter'
      ? await orm
          .update(rulesChapters)
          .set(es ? { titleEs: title, updatedAt } : { titleFr: title, updatedAt })
          .where(eq(rulesChapters.id, id))
          .returning({ id: rulesChapters.id })
      : table === 'section'
        ? await orm
            .update(rulesSections)
            .set(
              es
                ? { titleEs: title, contentEs: content, updatedAt }
                : { titleFr: title, contentFr: content, updatedAt },
            )
            .where(eq(rulesSections.id, id))
            .returning({ id: rulesSections.id })
        : await orm
            .update(faqSections)
            .set(
              es
                ? { sectionEs: title, contentEs: content, updatedAt }
                : { sectionFr: title, contentFr: content, updatedAt },
            )
            .where(eq(faqSections.id, id))
            .returning({ id: faqSections.id });
  return updated.length > 0;
}

/**
 * Imports one file into the content tables, in one transaction. English Markdown and JSON
 * bundles insert or update entries; Spanish or French Markdown fills in the translations of
 * entries that already exist.
 */
export async function importContentFile(db: Database, file: string, text: string): Promise<ImportResult> {
  const { kind, language } = describeFile(file);
  const unknownIds: string[] = [];
  const counts = await db.transaction(async (tx) => {
    if (kind === 'bundle') return writeContentBundle(tx, contentBundleSchema.parse(JSON.parse(text)));
    if (kind === 'changelog') return writeContentBundle(tx, { changelog: text });
    if (language === 'en') {
      const bundle: ContentBundle =
        kind === 'rules'
          ? { rules: mergeRulesLanguages({ en: parseRulesMarkdown(text, 'en') }) }
          : { faq: mergeFaqLanguages({ en: parseFaqMarkdown(text, 'en') }) };
      return writeContentBundle(tx, contentBundleSchema.parse(bundle));
    }
    const counts = { chapters: 0, sections: 0, faq: 0 };
    if (kind === 'rules') {
      for (const chapter of parseRulesMarkdown(text, language)) {
        if (await writeTranslation(tx, 'chapter', language, chapter)) counts.chapters++;
        else unknownIds.push(chapter.id);
        for (const section of chapter.sections) {
          if (await writeTranslation(tx, 'section', language, section)) counts.sections++;
          else unknownIds.push(section.id);
        }
      }
    } else {
      for (const entry of parseFaqMarkdown(text, language)) {
        if (
          await writeTranslation(tx, 'faq', language, {
            id: entry.id,
            title: entry.section,
            content: entry.content,
          })
        )
          counts.faq++;
        else unknownIds.push(entry.id);
      }
    }
    return counts;
  });
  return { file, kind, language, counts, unknownIds };
}
