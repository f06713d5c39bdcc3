import { useTranslation } from 'react-i18next';
import { RulesFaqView } from '../../features/content/rules-faq-view';
import { renderReportAction } from '../../features/data-reports/report-data-button';
import { useAuth } from '../../lib/auth';
import { ItemActionsProvider } from '../../ui/item-actions';

export function RulesPage() {
  const { t } = useTranslation();
  const { isAdmin } = useAuth();
  return (
    <ItemActionsProvider value={renderReportAction}>
      <RulesFaqView tab="rules" loadingLabel={t('app.loading')} isAdmin={isAdmin} />
    </ItemActionsProvider>
  );
}

export function FaqPage() {
  const { t } = useTranslation();
  return <RulesFaqView tab="faq" loadingLabel={t('app.loading')} />;
}
