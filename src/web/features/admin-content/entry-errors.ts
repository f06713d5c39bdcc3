import { ApiRequestError } from '../../lib/api';
import { formField, hasTitle, type Draft, type EntryKind } from './entry-model';

/** Field (or `form`) → what is wrong with it. */
export type EntryErrors = Record<string, string>;

/** What the form itself checks before saving, as the text key of each problem. */
export type EntryIssue = 'titleRequired' | 'contentRequired' | 'id' | 'date';

export function entryIssues(kind: EntryKind, draft: Draft, creating: boolean): Record<string, EntryIssue> {
  const issues: Record<string, EntryIssue> = {};
  if (hasTitle(kind) && !draft.titles.en.trim()) issues['title.en'] = 'titleRequired';
  if (kind === 'news' && !draft.bodies.en.trim()) issues['body.en'] = 'contentRequired';
  if (creating && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(draft.id)) issues.id = 'id';
  if (kind === 'news' && !/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) issues.date = 'date';
  return issues;
}

/**
 * The server's refusal shown on the fields it names; an entry deleted meanwhile, another refusal or
 * no answer at all is shown above the form.
 */
export function savedEntryErrors(error: unknown, texts: { gone: string; network: string }): EntryErrors {
  const errors: EntryErrors = {};
  if (!(error instanceof ApiRequestError)) return { form: texts.network };
  const fields = (error.details as { fields?: Array<{ path: string; message: string }> } | undefined)?.fields;
  for (const field of fields ?? []) errors[formField(field.path)] ??= field.message;
  if (error.status === 404) errors.form = texts.gone;
  if (!fields?.length && error.status !== 404) errors.form = error.message;
  return errors;
}
