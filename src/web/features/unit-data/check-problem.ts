import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api';
import { issueText } from './issue-text';

/** What to say when a sheet could not be checked: the sheet's own problem, its size, the network, or the error as is. */
export function checkProblem(error: unknown, t: TFunction<'unit-data'>): string {
  if (error instanceof ApiRequestError && error.code.startsWith('csv.')) {
    const details = (error.details ?? {}) as { params?: Record<string, unknown> };
    return issueText(t, { code: error.code, params: details.params });
  }
  if (error instanceof ApiRequestError && error.status === 413) return t('issues.csv.too_large');
  if (error instanceof ApiRequestError && error.status === 0) return t('upload.network');
  return error instanceof Error ? error.message : String(error);
}
