import type { AdminContent } from '../../../contracts/content-admin';
import type { Draft, EntryKind } from './entry-model';

/** An entry opened in the form: a new one (no id yet) or a stored one. */
export interface Editing {
  kind: EntryKind;
  existingId: string | null;
  chapterId?: string;
  draft: Draft;
}
/** An entry the admin asked to delete, waiting for them to confirm. */
export interface Deleting {
  kind: EntryKind;
  id: string;
  chapterId?: string;
  label: string;
}

export interface ListProps {
  content: AdminContent;
  edit(editing: Editing): void;
  remove(deleting: Deleting): void;
  refresh(): Promise<void>;
}

export const today = () => new Date().toISOString().slice(0, 10);
