import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';

export function FullScreenLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} fullScreen />;
}
