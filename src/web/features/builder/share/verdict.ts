import type { TFunction } from 'i18next';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { ValidationIssue } from '../../../../domain/army/issues';
import { isLegal, listTotals, validateList } from '../../../../domain/army/validate-list';

/** A list's legality as readers see it: what `validateList` says against a given pack. */
export interface ListVerdictSummary {
  legal: boolean;
  /** The game size's points (what the list is legal for), or null for an unknown preset. */
  limit: number | null;
  dataVersion: string;
  issues: ValidationIssue[];
  /** Issues that make the list illegal. */
  errorCount: number;
}

export function listVerdict(list: ArmyList, pack: DataPack): ListVerdictSummary {
  const issues = validateList(list, pack);
  return {
    legal: isLegal(issues),
    limit: listTotals(list, pack).limit,
    dataVersion: pack.version,
    issues,
    errorCount: issues.filter((issue) => issue.severity === 'error').length,
  };
}

/** "Legal for 300 points at data version X", or "Not legal: 2 problems at data version X". */
export function verdictLine(t: TFunction<'builder'>, verdict: ListVerdictSummary): string {
  return verdict.legal
    ? t('verdict.legal', { points: verdict.limit ?? 0, version: verdict.dataVersion })
    : t('verdict.illegal', { count: verdict.errorCount, version: verdict.dataVersion });
}
