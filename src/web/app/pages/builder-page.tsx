import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ArmyBuilder } from '../../features/builder/army-builder';
import { DataPackNotice } from '../../features/builder/data-pack/data-pack-notice';
import { useDataPack } from '../../features/builder/data-pack/use-data-pack';
import { Spinner } from '../../ui/spinner';

export function BuilderPage() {
  const { t } = useTranslation();
  const { data } = useDataPack();
  const [params] = useSearchParams();
  if (!data) return <Spinner label={t('app.loading')} />;
  return (
    <>
      <DataPackNotice loaded={data} />
      <ArmyBuilder pack={data.pack} requestedListId={params.get('list')} />
    </>
  );
}
