import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ArmyBuilder } from '../../features/builder/army-builder';
import { DataPackNotice } from '../../features/builder/data-pack/data-pack-notice';
import { useDataPack } from '../../features/builder/data-pack/use-data-pack';
import { renderReportAction } from '../../features/data-reports/report-data-button';
import { ItemActionsProvider } from '../../ui/item-actions';
import { Spinner } from '../../ui/spinner';

export function BuilderPage() {
  const { t } = useTranslation();
  const { data } = useDataPack();
  const [params] = useSearchParams();
  if (!data) return <Spinner label={t('app.loading')} />;
  return (
    <>
      <DataPackNotice loaded={data} />
      <ItemActionsProvider value={renderReportAction}>
        <ArmyBuilder pack={data.pack} requestedListId={params.get('list')} />
      </ItemActionsProvider>
    </>
  );
}
