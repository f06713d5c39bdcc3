import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, type QueryLike } from '../../ui/query-state';
import { LoadFailed } from './admin-panel';
import { adminErrorText } from './admin-format';
import './i18n';

/**
 * An admin panel's loading and failed states: a spinner, then the server's reason with a way to
 * try again, then what the query brought.
 */
export function AdminQueryState<Data>({
  query,
  children,
}: {
  query: QueryLike<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  return (
    <QueryState
      query={query}
      spinner
      texts={{ loading: tCommon('app.loading') }}
      failure={(error, retry) => (
        <LoadFailed message={adminErrorText(error, t)} retryLabel={t('common.retry')} onRetry={retry} />
      )}
    >
      {children}
    </QueryState>
  );
}
