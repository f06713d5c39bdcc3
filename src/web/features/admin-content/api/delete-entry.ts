import { z } from 'zod';
import type { EntryKind } from '../entry-model';
import { entryPath } from './save-entry';
import { apiFetch } from '../../../lib/api';

/** Deletes an entry; a chapter goes with its sections. */
export function deleteEntry(input: { kind: EntryKind; chapterId?: string; id: string }) {
  return apiFetch(entryPath(input.kind, input.chapterId, input.id), z.undefined(), { method: 'DELETE' });
}
