import { CONTENT_ADMIN_PATHS, contentAdminPath, orderSavedSchema } from '../../../../contracts/content-admin';
import { apiFetch } from '../../../lib/api';

export type OrderedList = { kind: 'chapters' } | { kind: 'sections'; chapterId: string } | { kind: 'faq' };

function orderPath(list: OrderedList): string {
  if (list.kind === 'chapters') return CONTENT_ADMIN_PATHS.chaptersOrder;
  if (list.kind === 'faq') return CONTENT_ADMIN_PATHS.faqOrder;
  return contentAdminPath(CONTENT_ADMIN_PATHS.sectionsOrder, { chapterId: list.chapterId });
}

/** Saves a new order: every id of the list once, first shown first (order_index 0, 1, …). */
export function reorderEntries(list: OrderedList, ids: string[]) {
  return apiFetch(orderPath(list), orderSavedSchema, { method: 'PUT', body: { ids } });
}
