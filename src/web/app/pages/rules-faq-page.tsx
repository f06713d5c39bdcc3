import { useTranslation } from 'react-i18next';
import { RulesFaqView } from '../../features/content/rules-faq-view';
import { useAuth } from '../../lib/auth';

export function RulesPage() {
  const { t } = useTranslation();
  const { isAdmin } = useAuth();
  return <RulesFaqView tab="rules" loadingLabel={t('app.loading')} isAdmin={isAdmin} />;
}

export function FaqPage() {
  const { t } = useTranslation();
  return <RulesFaqView tab="faq" loadingLabel={t('app.loading')} />;
}
