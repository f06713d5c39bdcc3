import { useTranslation } from 'react-i18next';
import { DataPackNotice } from '../../features/builder/data-pack/data-pack-notice';
import { usePagePack } from '../../features/builder/data-pack/page-pack';
import { UnitStats } from '../../features/builder/stats/unit-stats';
import { renderReportAction } from '../../features/data-reports/report-data-button';
import { ItemActionsProvider, ItemScopeProvider } from '../../ui/item-actions';
import { Spinner } from '../../ui/spinner';

export function UnitStatsPage() {
  const { t } = useTranslation();
  const { data } = usePagePack();
  if (!data) return <Spinner label={t('app.loading')} />;
  return (
    <>
      <DataPackNotice loaded={data} />
      <ItemActionsProvider value={renderReportAction}>
        <ItemScopeProvider value={{ version: data.pack.version }}>
          <UnitStats pack={data.pack} />
        </ItemScopeProvider>
      </ItemActionsProvider>
    </>
  );
}
