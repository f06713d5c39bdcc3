import { useTranslation } from 'react-i18next';
import { RulesFaqView } from '../../features/content/rules-faq-view';

export function RulesPage() {
  const { t } = useTranslation();
  return <RulesFaqView tab="rules" loadingLabel={t('app.loading')} />;
}

export function FaqPage() {
  const { t } = useTranslation();
  return <RulesFaqView tab="faq" loadingLabel={t('app.loading')} />;
}
