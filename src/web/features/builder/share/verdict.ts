import type { TFunction } from 'i18next';
import type { ListVerdict } from '../../../../domain/army/validate-list';

/** Issues that make the list illegal. */
export const errorCount = (verdict: ListVerdict) => verdict.issues.filter((issue) => issue.severity === 'error').length;

/** "Legal for 300 points at data version X", or "Not legal: 2 problems at data version X". */
export function verdictLine(t: TFunction<'builder'>, verdict: ListVerdict): string {
  return verdict.legal
    ? t('verdict.legal', { points: verdict.limit ?? 0, version: verdict.dataVersion })
    : t('verdict.illegal', { count: errorCount(verdict), version: verdict.dataVersion });
}
