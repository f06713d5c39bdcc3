import type { TFunction } from 'i18next';

interface Issue {
  code: string;
  column?: string;
  params?: Record<string, unknown>;
}

/** Words for a coded CSV issue (`row.*`) or whole-file problem (`csv.*`), in the reader's language. */
export function issueText(t: TFunction<'unit-data'>, issue: Issue): string {
  const params: Record<string, string | number> = { column: issue.column ?? '' };
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    params[name] = Array.isArray(value) ? value.join(', ') : typeof value === 'number' ? value : String(value);
  }
  if (typeof params.reason === 'string') {
    params.reason = t(`reasons.${params.reason}`, { defaultValue: params.reason });
  }
  return t(`issues.${issue.code}`, { ...params, defaultValue: t('issues.unknown', { code: issue.code }) });
}

/** The readable name of a field in the diff (points, AVB, command, keywords…). */
export function fieldLabel(t: TFunction<'unit-data'>, field: string): string {
  return t(`fields.${field}`, { defaultValue: field });
}
