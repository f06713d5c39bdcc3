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

export interface ImportResult {
  file: string;
  kind: string;
  language: Language;
  counts: Record<string, number>;
  /** Ids in a translation file that match nothing stored (they are skipped). */
  unknownIds: string[];
}

async function writeTranslation(
  tx: SqlExecutor,
  table: 'rules_chapters' | 'rules_sections' | 'faq_sections',
  titleColumn: 'title' | 'section',
  language: 'es' | 'fr',
  row: { id: string; title: string; content?: string },
): Promise<boolean> {
  const sets = [`${titleColumn}_${language} = $2`];
  const params: unknown[] = [row.id, row.title];
  if (row.content !== undefined) {
    sets.push(`content_${language} = $3`);
    params.push(row.content);
  }
  const updated = await tx.query(
    `UPDATE ${table} SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING id`,
    params,
  );
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
        if (await writeTranslation(tx, 'rules_chapters', 'title', language, chapter)) counts.chapters++;
        else unknownIds.push(chapter.id);
        for (const section of chapter.sections) {
          if (await writeTranslation(tx, 'rules_sections', 'title', language, section)) counts.sections++;
          else unknownIds.push(section.id);
        }
      }
    } else {
      for (const entry of parseFaqMarkdown(text, language)) {
        if (
          await writeTranslation(tx, 'faq_sections', 'section', language, {
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
