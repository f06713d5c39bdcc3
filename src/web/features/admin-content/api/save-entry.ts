import { CONTENT_ADMIN_PATHS, contentAdminPath, entrySavedSchema } from '../../../../contracts/content-admin';
import { apiFetch } from '../../../lib/api';
import type { EntryKind } from '../entry-model';

/** Where an entry of this kind is created (POST) or, with its id, edited (PUT). */
function entryPath(kind: EntryKind, chapterId: string | undefined, id: string | null): string {
  switch (kind) {
    case 'chapter':
      return id ? contentAdminPath(CONTENT_ADMIN_PATHS.chapter, { chapterId: id }) : CONTENT_ADMIN_PATHS.chapters;
    case 'section':
      return id
        ? contentAdminPath(CONTENT_ADMIN_PATHS.section, { chapterId: chapterId ?? '', sectionId: id })
        : contentAdminPath(CONTENT_ADMIN_PATHS.sections, { chapterId: chapterId ?? '' });
    case 'faq':
      return id ? contentAdminPath(CONTENT_ADMIN_PATHS.faqSection, { sectionId: id }) : CONTENT_ADMIN_PATHS.faq;
    case 'news':
      return id ? contentAdminPath(CONTENT_ADMIN_PATHS.newsItem, { newsId: id }) : CONTENT_ADMIN_PATHS.news;
  }
}

/** Creates an entry (`existingId` null) or replaces its texts in all three languages. */
export function saveEntry(input: {
  kind: EntryKind;
  chapterId?: string;
  existingId: string | null;
  body: Record<string, unknown>;
}) {
  return apiFetch(entryPath(input.kind, input.chapterId, input.existingId), entrySavedSchema, {
    method: input.existingId ? 'PUT' : 'POST',
    body: input.body,
  });
}

export { entryPath };
